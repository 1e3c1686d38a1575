import * as yup from 'yup';

const schema = yup.object({
  VITE_SUPABASE_URL: yup
    .string()
    .required('supabaseUrl is required.')
    .matches(/^https?:\/\//, 'VITE_SUPABASE_URL must start with http:// or https://'),
  VITE_SUPABASE_ANON_KEY: yup.string().required('supabaseKey is required.'),
  VITE_GEOAPIFY_KEY: yup.string().default(''),
  VITE_OPENCAGE_KEY: yup.string().default(''),
});

export type Env = yup.InferType<typeof schema>;

function readEnv(): Env {
  try {
    return schema.validateSync(
      {
        VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL as unknown,
        VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY as unknown,
        VITE_GEOAPIFY_KEY: (import.meta.env.VITE_GEOAPIFY_KEY as unknown) ?? '',
        VITE_OPENCAGE_KEY: (import.meta.env.VITE_OPENCAGE_KEY as unknown) ?? '',
      },
      { abortEarly: false },
    );
  } catch (error) {
    const details = error instanceof yup.ValidationError ? error.errors.join('; ') : String(error);
    throw new Error(`Invalid configuration in .env: ${details}. Copy .env.example to .env.`);
  }
}

export const env = readEnv();

/**
 * The app's configuration, checked once at startup with one readable message.
 * (Kept free of the form validation library so it stays out of the first-load bundle.)
 */
export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
  VITE_GEOAPIFY_KEY: string;
  VITE_OPENCAGE_KEY: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function parseEnv(source: Record<string, unknown>): Env {
  const url = text(source.VITE_SUPABASE_URL);
  const key = text(source.VITE_SUPABASE_ANON_KEY);
  const problems: string[] = [];
  if (!url) problems.push('supabaseUrl is required.');
  else if (!/^https?:\/\//.test(url)) problems.push('VITE_SUPABASE_URL must start with http:// or https://');
  if (!key) problems.push('supabaseKey is required.');
  if (problems.length > 0) {
    throw new Error(`Invalid configuration in .env: ${problems.join('; ')} Copy .env.example to .env.`);
  }
  return {
    VITE_SUPABASE_URL: url,
    VITE_SUPABASE_ANON_KEY: key,
    VITE_GEOAPIFY_KEY: text(source.VITE_GEOAPIFY_KEY),
    VITE_OPENCAGE_KEY: text(source.VITE_OPENCAGE_KEY),
  };
}

export const env = parseEnv(import.meta.env);

import type { AnyObject, ObjectSchema } from 'yup';
import { ValidationError } from 'yup';
import { registerSchema, resetPasswordSchema, signInSchema, signUpSchema } from './auth-schemas';

/** The first message per field, as the form shows it under that field. */
async function errorsOf(schema: ObjectSchema<AnyObject>, value: object): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string> = {};
    for (const inner of error.inner) {
      const field = inner.path ?? '';
      byField[field] ??= inner.message;
    }
    return byField;
  }
}

const validSignUp = {
  FirstName: 'Asha',
  LastName: 'Menon',
  PhoneNumber: '+919876543210',
  Email: 'asha@example.in',
  Password: 'Kochi2024',
  NPassword: 'Kochi2024',
};

describe('sign-in schema', () => {
  it('accepts a valid e-mail and password', async () => {
    expect(await errorsOf(signInSchema, { Email: 'asha@example.in', Password: 'Demo1234' })).toEqual({});
  });

  it('requires both fields with the spec messages', async () => {
    expect(await errorsOf(signInSchema, { Email: '', Password: '' })).toEqual({
      Email: 'Email is required',
      Password: 'Password is required',
    });
  });

  it.each(['asha@example', 'asha@example.c', 'as ha@example.in', 'asha@ex@ample.in', 'asha.example.in'])(
    'refuses the malformed address %s',
    async (email) => {
      expect((await errorsOf(signInSchema, { Email: email, Password: 'Demo1234' })).Email).toEqual(
        'Please enter a valid email address',
      );
    },
  );

  it.each([
    ['Ab1', 'Password must be at least 8 characters'],
    ['abcdefgh', 'Password must contain a number'],
    ['ABCDEFG1', 'Password must contain a lowercase letter'],
    ['abcdefg1', 'Password must contain an uppercase letter'],
    [`Aa1${'x'.repeat(70)}`, 'Password must be at most 72 characters'],
  ])('refuses the password %s with "%s"', async (password, message) => {
    const errors = await errorsOf(signInSchema, { Email: 'asha@example.in', Password: password });
    expect(errors.Password).toBe(message);
  });

  it('accepts passwords from 8 up to 72 characters', async () => {
    expect(await errorsOf(signInSchema, { Email: 'a@b.in', Password: 'Abcdefg1' })).toEqual({});
    expect(await errorsOf(signInSchema, { Email: 'a@b.in', Password: `Aa1${'x'.repeat(69)}` })).toEqual({});
  });
});

describe('sign-up schema', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(signUpSchema, validSignUp)).toEqual({});
  });

  it('takes one name: the last name is optional', async () => {
    expect(await errorsOf(signUpSchema, { ...validSignUp, LastName: '' })).toEqual({});
    expect(await errorsOf(signUpSchema, { ...validSignUp, LastName: '   ' })).toEqual({});
  });

  it('gives the spec message for each empty required field', async () => {
    const errors = await errorsOf(signUpSchema, {
      FirstName: '',
      LastName: '',
      PhoneNumber: '',
      Email: '',
      Password: '',
      NPassword: '',
    });
    expect(errors).toEqual({
      FirstName: 'First name is required',
      PhoneNumber: 'Phone number is required',
      Email: 'Email is required',
      Password: 'Password is required',
      NPassword: 'Password is required',
    });
  });

  it('treats a lone +91 as an empty phone number', async () => {
    expect((await errorsOf(signUpSchema, { ...validSignUp, PhoneNumber: '+91 ' })).PhoneNumber).toBe(
      'Phone number is required',
    );
  });

  it.each(['+9198765', '+9198765432', '+91987654321a', '+449876543210', '98765 4321'])(
    'refuses the phone number %s',
    async (phone) => {
      const errors = await errorsOf(signUpSchema, { ...validSignUp, PhoneNumber: phone });
      expect(errors.PhoneNumber).toBe('Enter a 10-digit Indian phone number, like +91 98765 43210');
    },
  );

  it.each(['9876543210', '+91 98765 43210', '+9198765 43210', '098765-43210', '919876543210'])(
    'accepts the phone number %s and hands over +919876543210',
    (phone) => {
      expect(signUpSchema.validateSync({ ...validSignUp, PhoneNumber: phone }).PhoneNumber).toBe('+919876543210');
    },
  );

  it('asks for the confirmation', async () => {
    const errors = await errorsOf(signUpSchema, { ...validSignUp, NPassword: '' });
    expect(errors.NPassword).toBe('Password is required');
  });

  it('refuses two different passwords (finding 1)', async () => {
    const errors = await errorsOf(signUpSchema, { ...validSignUp, Password: 'Secret123', NPassword: 'Secret124' });
    expect(errors).toEqual({ NPassword: 'The passwords do not match.' });
    const provider = await errorsOf(registerSchema, {
      ...validSignUp,
      Job: 'Plumber',
      Password: 'Secret123',
      NPassword: 'Secret124',
    });
    expect(provider).toEqual({ NPassword: 'The passwords do not match.' });
  });

  it('accepts Indian names up to 50 visible characters, counted as people see them (finding 3)', async () => {
    const malayalam = 'ബാലസുബ്രഹ്മണ്യൻ';
    expect(await errorsOf(signUpSchema, { ...validSignUp, FirstName: malayalam })).toEqual({});
    expect(await errorsOf(signUpSchema, { ...validSignUp, FirstName: 'ക്ഷ'.repeat(50) })).toEqual({});
    expect((await errorsOf(signUpSchema, { ...validSignUp, FirstName: 'a'.repeat(51) })).FirstName).toBe(
      'First name can have at most 50 characters',
    );
    expect((await errorsOf(signUpSchema, { ...validSignUp, LastName: 'a'.repeat(51) })).LastName).toBe(
      'Last name can have at most 50 characters',
    );
  });
});

describe('register schema', () => {
  it('needs a job from the list', async () => {
    expect((await errorsOf(registerSchema, { ...validSignUp, Job: '' })).Job).toEqual('Please choose your job');
    expect((await errorsOf(registerSchema, { ...validSignUp, Job: 'Carpenter' })).Job).toEqual(
      'Please choose your job',
    );
    expect(await errorsOf(registerSchema, { ...validSignUp, Job: 'Plumber' })).toEqual({});
  });
});

describe('reset-password schema', () => {
  it('uses the password rules', async () => {
    expect((await errorsOf(resetPasswordSchema, { Password: '' })).Password).toEqual('Password is required');
    expect(await errorsOf(resetPasswordSchema, { Password: 'NewPass99' })).toEqual({});
  });
});

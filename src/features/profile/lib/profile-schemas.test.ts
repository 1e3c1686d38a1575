import { ValidationError } from 'yup';
import {
  customerProfileSchema,
  messages,
  emailChangeSchema,
  passwordChangeSchema,
  passwordCodeSchema,
  providerProfileSchema,
  type ProfileFormValues,
} from './profile-schemas';

const valid: ProfileFormValues = {
  firstName: 'Asha',
  lastName: 'Menon',
  phone: '+91 98460 12345',
  email: 'asha@example.in',
  job: '',
};

async function errorsOf(
  schema: { validate: (value: unknown, options: { abortEarly: boolean }) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    // The form shows the first problem of each field, as react-hook-form does.
    if (error instanceof ValidationError) {
      const firsts = new Map<string, string>();
      for (const inner of error.inner) if (!firsts.has(inner.path ?? '')) firsts.set(inner.path ?? '', inner.message);
      return [...firsts.values()];
    }
    throw error;
  }
}

describe('customer profile schema', () => {
  it('accepts a complete profile and trims it', async () => {
    await expect(customerProfileSchema.validate({ ...valid, firstName: '  Asha ' })).resolves.toMatchObject({
      firstName: 'Asha',
    });
  });

  it('says what is missing; a last name is optional (many people use one name)', async () => {
    expect(await errorsOf(customerProfileSchema, { firstName: ' ', lastName: '', phone: '', email: '' })).toEqual([
      messages.firstNameRequired,
      messages.phoneRequired,
      messages.emailRequired,
    ]);
    expect(await errorsOf(customerProfileSchema, { ...valid, lastName: '  ' })).toEqual([]);
  });

  it('saves every name sign-up accepts: up to 50 visible characters (finding 5)', async () => {
    expect(await errorsOf(customerProfileSchema, { ...valid, firstName: 'Al' })).toEqual([]);
    expect(await errorsOf(customerProfileSchema, { ...valid, firstName: 'ബാലസുബ്രഹ്മണ്യൻ' })).toEqual([]);
    expect(await errorsOf(customerProfileSchema, { ...valid, firstName: 'A'.repeat(50) })).toEqual([]);
    expect(await errorsOf(customerProfileSchema, { ...valid, firstName: 'A'.repeat(51) })).toEqual([
      messages.firstNameLong,
    ]);
  });

  it('refuses a 2,000-character e-mail with a message, not a database error (finding 5)', async () => {
    expect(await errorsOf(customerProfileSchema, { ...valid, email: `${'a'.repeat(2000)}@example.in` })).toEqual([
      messages.emailLong,
    ]);
  });

  it('takes the phone as people write it and submits the stored form (finding 8)', async () => {
    for (const phone of ['9846012345', '+919846012345', '+91 98460 12345', '098460-12345']) {
      await expect(customerProfileSchema.validate({ ...valid, phone })).resolves.toMatchObject({
        phone: '+919846012345',
      });
    }
    for (const phone of ['984601234', '984601234567', '98460 1234']) {
      expect(await errorsOf(customerProfileSchema, { ...valid, phone })).toEqual([messages.phoneInvalid]);
    }
  });

  it('checks the e-mail like sign-in does', async () => {
    for (const email of ['asha', 'asha@mail', 'asha@mail.c', 'as ha@mail.com', 'a@b@mail.com']) {
      expect(await errorsOf(customerProfileSchema, { ...valid, email })).toEqual([messages.emailInvalid]);
    }
  });
});

describe('provider profile schema', () => {
  it('also wants a job', async () => {
    expect(await errorsOf(providerProfileSchema, valid)).toEqual([messages.jobRequired]);
    expect(await errorsOf(providerProfileSchema, { ...valid, job: 'Carpenter' })).toEqual([messages.jobRequired]);
    expect(await errorsOf(providerProfileSchema, { ...valid, job: 'Plumber' })).toEqual([]);
  });
});

describe('e-mail change schema', () => {
  it('needs a valid address', async () => {
    expect(await errorsOf(emailChangeSchema, { email: '' })).toEqual(['This field is required']);
    expect(await errorsOf(emailChangeSchema, { email: 'asha@example.in' })).toEqual([]);
  });
});

describe('password change schema', () => {
  const good = { password: 'Secret12', confirmPassword: 'Secret12' };

  it("uses the spec's messages for empty fields", async () => {
    expect(await errorsOf(passwordChangeSchema, { password: '', confirmPassword: '' })).toEqual([
      'Please enter a new password',
      'Please confirm the new password',
    ]);
  });

  it('refuses passwords that differ', async () => {
    expect(await errorsOf(passwordChangeSchema, { ...good, confirmPassword: 'Secret13' })).toEqual([
      'The passwords do not match.',
    ]);
  });

  it('applies the password rules', async () => {
    const check = (password: string) => errorsOf(passwordChangeSchema, { password, confirmPassword: password });
    expect(await check('Sec1')).toEqual([messages.passwordShort]);
    expect(await check('secret123')).toEqual([messages.passwordUpper]);
    expect(await check('SECRET123')).toEqual([messages.passwordLower]);
    expect(await check('Secretpass')).toEqual([messages.passwordDigit]);
    expect(await check(`Aa1${'x'.repeat(70)}`)).toEqual([messages.passwordLong]);
    expect(await check('LongerSecret2024')).toEqual([]);
  });
});

describe('password code schema', () => {
  it('takes six digits, spaces as copied from the e-mail dropped', async () => {
    expect(await errorsOf(passwordCodeSchema, { code: '' })).toEqual(['Enter the code from the e-mail']);
    expect(await errorsOf(passwordCodeSchema, { code: '12345' })).toEqual(['The code has 6 digits']);
    expect(await errorsOf(passwordCodeSchema, { code: '12a456' })).toEqual(['The code has 6 digits']);
    expect(await errorsOf(passwordCodeSchema, { code: ' 123 456 ' })).toEqual([]);
    expect(passwordCodeSchema.cast({ code: ' 123 456 ' }).code).toBe('123456');
  });
});

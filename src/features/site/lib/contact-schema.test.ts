import { ValidationError } from 'yup';
import { contactMessages, contactSchema } from './contact-schema';

async function problems(value: unknown): Promise<string[]> {
  try {
    await contactSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('contact form schema', () => {
  const valid = { name: 'Asha', email: 'asha@example.in', message: 'Hello' };

  it('accepts a complete message and trims it', async () => {
    await expect(contactSchema.validate({ ...valid, name: '  Asha  ' })).resolves.toEqual(valid);
  });

  it('wants every field', async () => {
    expect(await problems({ name: ' ', email: '', message: '\n' })).toEqual([
      contactMessages.nameRequired,
      contactMessages.emailRequired,
      contactMessages.messageRequired,
    ]);
  });

  it('checks the e-mail and the lengths the table allows', async () => {
    expect(await problems({ ...valid, email: 'asha@mail' })).toEqual([contactMessages.emailInvalid]);
    expect(await problems({ ...valid, name: 'x'.repeat(101) })).toEqual([contactMessages.nameLong]);
    expect(await problems({ ...valid, message: 'x'.repeat(2001) })).toEqual([contactMessages.messageLong]);
    expect(await problems({ ...valid, message: 'x'.repeat(2000) })).toEqual([]);
  });
});

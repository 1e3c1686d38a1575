/**
 * The password-reset mail speaks the account's language: the app keeps user_metadata.locale and
 * config.toml's recovery template chooses Malayalam, Hindi or English by it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { latestMail } from './support/mail-links.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function resetMailFor(locale: string | null) {
  const email = uniqueEmail(`reset-${locale ?? 'none'}`);
  const { client } = await backend.signUp(email, undefined, locale === null ? {} : { locale });
  // Asked while signed out, as a person who forgot their password does.
  await client.auth.signOut();
  const { error } = await backend.anon().auth.resetPasswordForEmail(email);
  expect(error).toBeNull();
  return latestMail(backend, email);
}

it('is Malayalam for a Malayalam reader', async () => {
  const mail = await resetMailFor('ml');
  expect(mail.subject).toBe('മിസ്ത്രി പാസ്‌വേഡ് മാറ്റുക');
  expect(mail.html).toContain('പാസ്‌വേഡ് മാറ്റാൻ ഈ ലിങ്ക് തുറക്കുക');
  expect(mail.text).toMatch(/ഈ കോഡ് നൽകുക: \d{6}/);
  expect(mail.html).not.toMatch(/Follow this link/);
  expect(mail.links[0]).toContain('/auth/v1/verify?token=');
});

it('is Hindi for a Hindi reader', async () => {
  const mail = await resetMailFor('hi');
  expect(mail.subject).toBe('मिस्त्री पासवर्ड बदलें');
  expect(mail.text).toMatch(/या यह कोड डालें: \d{6}/);
});

it('is English otherwise', async () => {
  const mail = await resetMailFor(null);
  expect(mail.subject).toBe('Reset Your Password');
  expect(mail.text).toMatch(/enter the code: \d{6}/);
  expect(mail.html).toContain(mail.links[0]?.replace(/&/g, '&amp;') ?? 'missing');
});

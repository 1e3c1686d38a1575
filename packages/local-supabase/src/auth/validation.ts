import { validationFailed } from './errors.js';

// The format check GoTrue uses (checkmail): a dot-atom local part and a hostname.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Validates an e-mail like GoTrue and returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

const CODE_CHALLENGE_PATTERN = /^[a-zA-Z0-9._~-]+$/;

export interface PkceParams {
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** GoTrue's PKCE parameter rules; returns null for the implicit flow (both empty). */
export function validatePkceParams(codeChallenge: string, codeChallengeMethod: string): PkceParams | null {
  if ((codeChallenge === '') !== (codeChallengeMethod === '')) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (codeChallenge === '') return null;
  if (codeChallenge.length < 43 || codeChallenge.length > 128) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!CODE_CHALLENGE_PATTERN.test(codeChallenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const method = codeChallengeMethod.toLowerCase();
  if (method !== 's256' && method !== 'plain') throw validationFailed('code challenge method not supported');
  return { codeChallenge, codeChallengeMethod: method };
}

/** GoTrue's validatePhone: digits in E.164 form, "+" optional; returns the digits. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').trim();
  if (!/^[1-9]\d{1,14}$/.test(digits)) throw validationFailed('Invalid phone number format (E.164 required)');
  return digits;
}

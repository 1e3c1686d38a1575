import * as yup from 'yup';
import { messageGetters, t } from '../../../lib/i18n';

export type FactorKind = 'totp' | 'webauthn' | 'phone';

/** One second step of the account, as the preferences list it. */
export interface SecondFactor {
  id: string;
  /** The name given when it was added (GoTrue keeps it unique per account). */
  name: string;
  kind: FactorKind;
  createdAt: string;
  verified: boolean;
}

/** How strongly this session was signed in (`current`), and how strongly the account can be (`next`). */
export interface Assurance {
  /** 'aal1', 'aal2' (GoTrue may name others later), or null without a session. */
  current: string | null;
  next: string | null;
}

/** Signed in with the password (or a social account) only, while the account has a verified second step. */
export function needsSecondFactor({ current, next }: Assurance): boolean {
  return current === 'aal1' && next === 'aal2';
}

/** The name of a new authenticator app: the first "Authenticator app N" the account does not use yet. */
export function nextAppName(factors: readonly Pick<SecondFactor, 'name'>[]): string {
  const taken = new Set(factors.map((factor) => factor.name));
  let number = 1;
  while (taken.has(t('auth.mfa.appName', { number: String(number) }))) number += 1;
  return t('auth.mfa.appName', { number: String(number) });
}

/** The name of a new passkey: the first "Passkey N" the account does not use yet. */
export function nextPasskeyName(factors: readonly Pick<SecondFactor, 'name'>[]): string {
  const taken = new Set(factors.map((factor) => factor.name));
  let number = 1;
  while (taken.has(t('auth.mfa.passkeyName', { number: String(number) }))) number += 1;
  return t('auth.mfa.passkeyName', { number: String(number) });
}

export const CODE_LENGTH = 6;

const codeMessages = messageGetters({
  codeRequired: 'auth.mfa.codeRequired',
  codeFormat: 'auth.mfa.codeFormat',
});

/** What a person types from the app: spaces (some apps show "123 456") are dropped before the check. */
export const totpCodeSchema = yup.object({
  code: yup
    .string()
    .transform((value: string) => value.replace(/\s+/g, ''))
    .required(() => codeMessages.codeRequired)
    .matches(/^\d{6}$/, () => codeMessages.codeFormat),
});

export type TotpCodeForm = yup.InferType<typeof totpCodeSchema>;

/** The field's message for a refused code; null when the refusal is not about the code itself. */
export function codeErrorMessage(code: string | undefined): string | null {
  if (code === 'mfa_verification_failed') return t('auth.mfa.wrongCode');
  if (code === 'mfa_challenge_expired') return t('auth.mfa.expiredCode');
  return null;
}

/**
 * supabase-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the markup as is:
 * its "#" colours would end the address there, so the markup is escaped for an <img>.
 */
export function qrImageSource(qrCode: string): string {
  const comma = qrCode.indexOf(',');
  const markup = qrCode.slice(comma + 1);
  if (comma < 0 || !qrCode.startsWith('data:image/svg+xml') || !markup.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/** "ABCDEFGH…" as "ABCD EFGH …": easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

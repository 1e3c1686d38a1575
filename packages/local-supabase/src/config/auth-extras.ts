import { JWT_SECRET } from '../config.js';
import type { TableReader } from './table-reader.js';

/** Providers the local sign-in page stands in for (see auth/oauth.ts). */
const LOCAL_PROVIDERS = new Set(['google', 'github']);

function readAll(reader: TableReader): void {
  for (const key of reader.keys()) {
    if (reader.sectionNames().includes(key)) readAll(reader.section(key));
    else reader.raw(key);
  }
}

/** Reads a feature table whose being switched off matches the local backend; on, it is unsupported. */
function offOnly(reader: TableReader, what: string, warnings: string[]): void {
  if (reader.boolean('enabled', false)) {
    warnings.push(`config.toml: ${reader.path}: enabled, but the local backend has no ${what}; ignored`);
  }
  readAll(reader);
}

/**
 * The rest of `[auth]`: settings whose CLI defaults match what the local backend does are read
 * silently; every value it cannot honour becomes one warning naming the key.
 */
export function readAuthExtras(auth: TableReader): string[] {
  const warnings: string[] = [];
  const warn = (key: string, problem: string): void => {
    warnings.push(`config.toml: ${key}: ${problem}`);
  };

  const secret = auth.string('jwt_secret', JWT_SECRET);
  if (secret !== JWT_SECRET) {
    warn(
      `${auth.path}.jwt_secret`,
      'only the CLI default secret is supported (the anon and service keys are signed with it); ignored',
    );
  }

  const email = auth.section('email');
  email.boolean('enable_signup', true);
  if (email.integer('otp_length', 6) !== 6)
    warn(`${email.path}.otp_length`, 'codes are always 6 digits locally; ignored');
  if (email.integer('otp_expiry', 3600) !== 3600)
    warn(`${email.path}.otp_expiry`, 'codes expire after 3600 s locally; ignored');
  for (const key of email.sectionNames()) {
    const table = email.section(key);
    if (key === 'smtp' && table.boolean('enabled', false))
      warn(table.path, 'mail always goes to the local mailbox; ignored');
    readAll(table);
  }

  const mfa = auth.section('mfa');
  mfa.integer('max_enrolled_factors', 10);
  const totp = mfa.section('totp');
  const totpEnroll = totp.boolean('enroll_enabled', true);
  const totpVerify = totp.boolean('verify_enabled', true);
  if (!totpEnroll || !totpVerify) {
    warn(totp.path, 'TOTP enrolment and verification are always on locally; ignored');
  }
  const phone = mfa.section('phone');
  if (phone.boolean('enroll_enabled', false) || phone.boolean('verify_enabled', false)) {
    warn(phone.path, 'enabled, but the local backend has no phone MFA; ignored');
  }
  readAll(phone);
  readAll(mfa.section('web_authn'));

  const external = auth.section('external');
  for (const name of external.sectionNames()) {
    const provider = external.section(name);
    if (provider.boolean('enabled', false) && !LOCAL_PROVIDERS.has(name)) {
      warn(provider.path, `only google and github have a local sign-in page; ${name} is ignored`);
    }
    readAll(provider);
  }

  const sms = auth.section('sms');
  for (const key of sms.keys()) {
    if (!sms.sectionNames().includes(key)) {
      sms.raw(key);
      continue;
    }
    const table = sms.section(key);
    if (key !== 'test_otp' && table.boolean('enabled', false))
      warn(table.path, 'enabled, but the local backend sends no SMS; ignored');
    readAll(table);
  }

  offOnly(auth.section('captcha'), 'captcha', warnings);
  const oauthServer = auth.section('oauth_server');
  if (oauthServer.boolean('enabled', false)) {
    warn(
      oauthServer.path,
      'only the admin client API (/admin/oauth/clients) is served locally; no authorization, consent or token endpoints',
    );
  }
  readAll(oauthServer);
  readAll(auth.section('passkey'));
  readAll(auth.section('webauthn'));
  for (const group of ['web3', 'third_party', 'hook'] as const) {
    const table = auth.section(group);
    for (const name of table.sectionNames()) offOnly(table.section(name), `${group}.${name}`, warnings);
  }
  return warnings;
}

import { readMailTemplates, type MailTemplates } from './mail-templates.js';
import { ConfigError, type TableReader } from './table-reader.js';

export const PASSWORD_REQUIREMENTS = [
  '',
  'letters_digits',
  'lower_upper_letters_digits',
  'lower_upper_letters_digits_symbols',
] as const;
export type PasswordRequirements = (typeof PASSWORD_REQUIREMENTS)[number];

/** `[auth.rate_limit]`: counts per window, per client address (e-mails: per hour, for the whole project). */
export interface AuthRateLimits {
  /** E-mails sent per hour. */
  emailSent: number;
  /** SMS sent per hour. */
  smsSent: number;
  /** Anonymous sign-ins per hour per IP. */
  anonymousUsers: number;
  /** Token refreshes per 5 minutes per IP. */
  tokenRefresh: number;
  /** Password sign-ins, sign-ups and OTP/link requests per 5 minutes per IP. */
  signInSignUps: number;
  /** OTP / link / recovery-code verifications per 5 minutes per IP. */
  tokenVerifications: number;
  /** Web3 sign-ins per 5 minutes per IP. */
  web3: number;
  /**
   * GoTrue's `GOTRUE_RATE_LIMIT_HEADER` (not a config.toml key): the per-IP limits count each
   * request against the first value of this header, as GoTrue does behind a proxy. A request
   * without it counts against its connection's address unless `byAddress` is false (GoTrue does
   * not limit it at all).
   */
  keyHeader: string | null;
  /**
   * Count requests without a `keyHeader` value per connection address (true, the default). false
   * leaves them unlimited, as GoTrue without `GOTRUE_RATE_LIMIT_HEADER` runs under `supabase start`;
   * e-mail limits and the voiding of guessed codes stay.
   */
  byAddress: boolean;
}

/** `[auth.email]`: how e-mail addresses are proven. */
/** An identity the local Google/GitHub page offers with one click. */
export interface OAuthIdentity {
  name: string;
  email: string;
}

export interface AuthEmailConfig {
  /** `enable_confirmations`: a sign-up gets no session until the mailed link or code confirms it. */
  enableConfirmations: boolean;
  /** `double_confirm_changes`: an e-mail change needs the mails to both the old and the new address. */
  doubleConfirmChanges: boolean;
  /** `secure_password_change`: a password change from a session older than 24 h needs a /reauthenticate nonce. */
  securePasswordChange: boolean;
  /** `max_frequency` in seconds: the least time between two mails of one kind to one user or address. */
  maxFrequency: number;
  /** `[auth.email.template.*]`: subjects and bodies that replace the built-in mails. */
  templates: MailTemplates;
}

export interface AuthConfig {
  enabled: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  enableRefreshTokenRotation: boolean;
  /** Seconds during which a rotated refresh token may still be used. */
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirements;
  rateLimit: AuthRateLimits;
  email: AuthEmailConfig;
  /** `[auth.external.google|github] enabled`: which providers the local sign-in page stands in for. */
  external: { google: boolean; github: boolean };
  /**
   * Not a config.toml key (`--oauth-test-identities`): the local sign-in page offers
   * `oauthIdentities` with one click and signs a typed e-mail into the account that has it, as if
   * the provider had verified it. Off, every typed identity is a new account with an unproven e-mail.
   */
  oauthTestIdentities: boolean;
  /** Not a config.toml key (`--oauth-identity`): the one-click identities of `oauthTestIdentities`. */
  oauthIdentities: OAuthIdentity[];
  /** `enable_anonymous_sign_ins`: POST /signup without e-mail or phone makes an anonymous user. */
  enableAnonymousSignIns: boolean;
  /** `enable_manual_linking`: linkIdentity / unlinkIdentity. */
  enableManualLinking: boolean;
  /** `signing_keys_path`: JWKs for RS256/ES256 access tokens, relative to the supabase folder; '' for HS256. */
  signingKeysPath: string;
  /** `[auth.oauth_server] enabled`: the admin OAuth-client API (`/admin/oauth/clients`). */
  oauthServer: boolean;
  /** `[auth.passkey] enabled`: passkey registration and sign-in (`/passkeys`). */
  passkeys: boolean;
  /** `[auth.mfa.web_authn]`: WebAuthn as a second factor. */
  mfaWebAuthn: { enroll: boolean; verify: boolean };
  /** `[auth.webauthn]`: the relying party that passkeys and WebAuthn factors are bound to. */
  webauthn: WebAuthnRelyingParty;
}

export interface WebAuthnRelyingParty {
  displayName: string;
  /** The domain credentials are scoped to; '' means the host of `site_url`. */
  id: string;
  /** Origins whose ceremonies are accepted; empty means the origin of `site_url`. */
  origins: string[];
}

/** The Supabase CLI's defaults, used for every key config.toml leaves out. */
export const DEFAULT_AUTH_CONFIG: AuthConfig = {
  enabled: true,
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  enableRefreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  enableSignup: true,
  minimumPasswordLength: 6,
  passwordRequirements: '',
  enableAnonymousSignIns: false,
  enableManualLinking: false,
  signingKeysPath: '',
  oauthServer: false,
  passkeys: false,
  mfaWebAuthn: { enroll: false, verify: false },
  webauthn: { displayName: '', id: '', origins: [] },
  email: {
    enableConfirmations: false,
    doubleConfirmChanges: true,
    securePasswordChange: false,
    maxFrequency: 60,
    templates: {},
  },
  external: { google: false, github: false },
  oauthTestIdentities: false,
  oauthIdentities: [],
  rateLimit: {
    emailSent: 2,
    smsSent: 30,
    anonymousUsers: 30,
    tokenRefresh: 150,
    signInSignUps: 30,
    tokenVerifications: 30,
    web3: 30,
    keyHeader: null,
    byAddress: true,
  },
};

/** bcrypt (GoTrue's hash) reads at most 72 bytes, so longer passwords are refused. */
export const MAXIMUM_PASSWORD_LENGTH = 72;

/** `projectDir` is the folder holding supabase/ (mail templates' content_path is relative to it). */
export function readAuthConfig(
  auth: TableReader,
  defaults: AuthConfig = DEFAULT_AUTH_CONFIG,
  projectDir?: string | null,
): AuthConfig {
  const rate = auth.section('rate_limit');
  const webAuthnMfa = auth.section('mfa').section('web_authn');
  const relyingParty = auth.section('webauthn');
  const limits = defaults.rateLimit;
  const email = auth.section('email');
  const external = auth.section('external');
  return {
    enabled: auth.boolean('enabled', defaults.enabled),
    siteUrl: auth.string('site_url', defaults.siteUrl),
    additionalRedirectUrls: auth.stringList('additional_redirect_urls', defaults.additionalRedirectUrls),
    jwtExpiry: auth.integer('jwt_expiry', defaults.jwtExpiry, { min: 30, max: 604_800 }),
    enableRefreshTokenRotation: auth.boolean('enable_refresh_token_rotation', defaults.enableRefreshTokenRotation),
    refreshTokenReuseInterval: auth.integer('refresh_token_reuse_interval', defaults.refreshTokenReuseInterval),
    enableSignup: auth.boolean('enable_signup', defaults.enableSignup),
    minimumPasswordLength: auth.integer('minimum_password_length', defaults.minimumPasswordLength, {
      min: 6,
      max: MAXIMUM_PASSWORD_LENGTH,
    }),
    passwordRequirements: auth.oneOf('password_requirements', PASSWORD_REQUIREMENTS, defaults.passwordRequirements),
    enableAnonymousSignIns: auth.boolean('enable_anonymous_sign_ins', defaults.enableAnonymousSignIns),
    enableManualLinking: auth.boolean('enable_manual_linking', defaults.enableManualLinking),
    signingKeysPath: auth.string('signing_keys_path', defaults.signingKeysPath),
    oauthServer: auth.section('oauth_server').boolean('enabled', defaults.oauthServer),
    passkeys: auth.section('passkey').boolean('enabled', defaults.passkeys),
    mfaWebAuthn: {
      enroll: webAuthnMfa.boolean('enroll_enabled', defaults.mfaWebAuthn.enroll),
      verify: webAuthnMfa.boolean('verify_enabled', defaults.mfaWebAuthn.verify),
    },
    webauthn: {
      displayName: relyingParty.string('rp_display_name', defaults.webauthn.displayName),
      id: relyingParty.string('rp_id', defaults.webauthn.id),
      origins: relyingParty.stringList('rp_origins', defaults.webauthn.origins),
    },
    email: {
      enableConfirmations: email.boolean('enable_confirmations', defaults.email.enableConfirmations),
      doubleConfirmChanges: email.boolean('double_confirm_changes', defaults.email.doubleConfirmChanges),
      securePasswordChange: email.boolean('secure_password_change', defaults.email.securePasswordChange),
      maxFrequency: readDuration(email, 'max_frequency', defaults.email.maxFrequency),
      templates: projectDir === undefined ? defaults.email.templates : readMailTemplates(email, projectDir),
    },
    external: {
      google: external.section('google').boolean('enabled', defaults.external.google),
      github: external.section('github').boolean('enabled', defaults.external.github),
    },
    oauthTestIdentities: defaults.oauthTestIdentities,
    oauthIdentities: defaults.oauthIdentities,
    rateLimit: {
      emailSent: rate.integer('email_sent', limits.emailSent),
      smsSent: rate.integer('sms_sent', limits.smsSent),
      anonymousUsers: rate.integer('anonymous_users', limits.anonymousUsers),
      tokenRefresh: rate.integer('token_refresh', limits.tokenRefresh),
      signInSignUps: rate.integer('sign_in_sign_ups', limits.signInSignUps),
      tokenVerifications: rate.integer('token_verifications', limits.tokenVerifications),
      web3: rate.integer('web3', limits.web3),
      keyHeader: limits.keyHeader,
      byAddress: limits.byAddress,
    },
  };
}

const DURATION_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/** A Go duration as config.toml writes it ("60s", "1m", "1m30s") in whole seconds. */
function readDuration(table: TableReader, key: string, fallback: number): number {
  const raw = table.string(key, '');
  if (raw === '') return fallback;
  const parts = [...raw.matchAll(/(\d+)([hms])/g)];
  if (parts.map((part) => part[0]).join('') !== raw) {
    throw new ConfigError(`${table.path}.${key}`, `expected a duration such as "60s" or "1m", not "${raw}"`);
  }
  return parts.reduce((total, part) => total + Number(part[1]) * (DURATION_UNITS[part[2] ?? 's'] ?? 1), 0);
}

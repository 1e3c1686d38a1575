import type { AuthConfig, AuthRateLimits } from '../config/auth-config.js';
import type { EmulatorContext, EmuRequest } from '../http/types.js';
import { AuthError } from './errors.js';
import { AttemptCounter, WindowLimiter } from './rate-limit.js';

const FIVE_MINUTES = 5 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/** Wrong answers after which a recovery/OTP code or a TOTP challenge is void. */
export const MAX_WRONG_ANSWERS = 5;

/** Mails that have their own interval, as GoTrue's `*_sent_at` columns do (magic links share recovery's). */
export type MailKind = 'signup' | 'recovery' | 'email_change' | 'reauthentication';

export type RequestBucket = 'signInSignUps' | 'tokenVerifications' | 'tokenRefresh';

/** GoTrue's rate limits and wrong-answer counters of one running auth service. */
export interface AuthGuards {
  /** Counts a request from the caller's address against a bucket; 429 over_request_rate_limit when spent. */
  request(bucket: RequestBucket, request: EmuRequest): void;
  /** Counts one e-mail about to be sent (project-wide, per hour); 429 over_email_send_rate_limit when spent. */
  email(): void;
  /**
   * Counts one mail request of a kind for an address, known or not, against the `max_frequency`
   * interval of that kind and address and then against the project's e-mail budget (429
   * over_email_send_rate_limit).
   */
  mailTo(address: string, kind: MailKind): void;
  /** Wrong e-mail OTP / recovery codes, keyed by the stored code. */
  readonly codes: AttemptCounter;
  /** Wrong TOTP codes, keyed by challenge id. */
  readonly challenges: AttemptCounter;
}

export interface AuthContext extends EmulatorContext {
  guards: AuthGuards;
}

function tooMany(code: string, message: string, retryAfter: number): AuthError {
  return new AuthError(429, code, message, {}, { 'retry-after': String(retryAfter) });
}

/** Whom a request counts against: GoTrue's rate-limit header's first value, else the connection's address. */
function limitKey(limits: AuthRateLimits, request: EmuRequest): string | null {
  if (limits.keyHeader !== null) {
    const first = (request.headers[limits.keyHeader.toLowerCase()] ?? '').split(',')[0]?.trim() ?? '';
    if (first !== '') return first;
  }
  return limits.byAddress ? request.remoteAddress : null;
}

/** GoTrue's answer to a mail asked for again within `max_frequency`. */
export function tooSoon(seconds: number): AuthError {
  return tooMany(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${String(seconds)} seconds.`,
    seconds,
  );
}

/**
 * The per-user interval of GoTrue's mailer: a mail of one kind (its `*_sent_at` column) may go
 * out again only `maxFrequency` seconds after the last one.
 */
export function checkSentInterval(sentAt: Date | null, maxFrequency: number): void {
  if (sentAt === null || maxFrequency <= 0) return;
  const left = Math.ceil((sentAt.getTime() + maxFrequency * 1000 - Date.now()) / 1000);
  if (left > 0) throw tooSoon(left);
}

export function createAuthGuards(auth: Pick<AuthConfig, 'rateLimit' | 'email'>): AuthGuards {
  const limits = auth.rateLimit;
  const perAddress = auth.email.maxFrequency > 0 ? new WindowLimiter(1, auth.email.maxFrequency * 1000) : null;
  const buckets: Record<RequestBucket, WindowLimiter> = {
    signInSignUps: new WindowLimiter(limits.signInSignUps, FIVE_MINUTES),
    tokenVerifications: new WindowLimiter(limits.tokenVerifications, FIVE_MINUTES),
    tokenRefresh: new WindowLimiter(limits.tokenRefresh, FIVE_MINUTES),
  };
  const emails = new WindowLimiter(limits.emailSent, ONE_HOUR);
  const email = (): void => {
    const retryAfter = emails.take('project');
    if (retryAfter !== null) throw tooMany('over_email_send_rate_limit', 'Email rate limit exceeded', retryAfter);
  };
  return {
    request(bucket, request) {
      const key = limitKey(limits, request);
      if (key === null) return;
      const retryAfter = buckets[bucket].take(key);
      if (retryAfter !== null) throw tooMany('over_request_rate_limit', 'Request rate limit reached', retryAfter);
    },
    email,
    mailTo(address, kind) {
      const wait = perAddress?.take(`${kind}:${address.toLowerCase()}`) ?? null;
      if (wait !== null) throw tooSoon(wait);
      email();
    },
    codes: new AttemptCounter(MAX_WRONG_ANSWERS),
    challenges: new AttemptCounter(MAX_WRONG_ANSWERS),
  };
}

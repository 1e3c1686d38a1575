import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from './db.js';

/** GoTrue's mailer OTP expiry default (seconds). */
export const OTP_TTL_SECONDS = 3600;
export const PKCE_PREFIX = 'pkce_';

/**
 * A fresh secret for a mail: 28 random bytes in hex, the shape of GoTrue's token hash. GoTrue's
 * own hash is SHA-224(address + code), so whoever knows the address can turn each guessed code
 * into a link token and guess through `token_hash` without the 5-try limit codes have; a random
 * token cannot be derived, and the code is derived from it instead (see codeFor).
 */
export function newLinkToken(pkce = false): string {
  const token = randomBytes(28).toString('hex');
  return pkce ? `${PKCE_PREFIX}${token}` : token;
}

/** The 6-digit code a mail shows next to its link: a digest of the link token (which stays secret). */
export function codeFor(token: string): string {
  const bare = token.startsWith(PKCE_PREFIX) ? token.slice(PKCE_PREFIX.length) : token;
  const digest = createHash('sha256').update(`mail-code:${bare}`).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** True when `guess` is the code of the stored token (compared in constant time). */
export function codeMatches(storedToken: string, guess: string): boolean {
  if (storedToken === '') return false;
  const expected = Buffer.from(codeFor(storedToken));
  const given = Buffer.from(guess);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function isOtpExpired(sentAt: Date | null): boolean {
  return sentAt === null || Date.now() > sentAt.getTime() + OTP_TTL_SECONDS * 1000;
}

/** Stores a recovery token (hash, `pkce_` prefixed in the PKCE flow) on the user and in one_time_tokens. */
export async function storeRecoveryToken(tx: Db, userId: string, email: string, token: string): Promise<void> {
  await tx.query(
    `update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`,
    [userId, token],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`, [userId]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, 'recovery_token', $2, $3)`,
    [userId, token, email],
  );
}

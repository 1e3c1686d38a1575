import { createHash, randomInt } from 'node:crypto';
import type { Db } from './db.js';

/** GoTrue's mailer OTP expiry default (seconds). */
export const OTP_TTL_SECONDS = 3600;
export const PKCE_PREFIX = 'pkce_';

export function generateOtp(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** GoTrue's token hash: hex SHA-224 of the address followed by the OTP. */
export function tokenHash(address: string, otp: string): string {
  return createHash('sha224')
    .update(address + otp)
    .digest('hex');
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

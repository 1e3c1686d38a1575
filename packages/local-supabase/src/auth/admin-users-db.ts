import { randomUUID } from 'node:crypto';
import type { JsonObject } from './body.js';
import type { Db } from './db.js';
import { AUDIENCE } from './users.js';

export interface CreatedUser {
  id?: string;
  email: string | null;
  phone: string | null;
  /** The password's bcrypt hash (`hashPassword`, made before the transaction), or null. */
  passwordHash: string | null;
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  invited?: boolean;
  anonymous?: boolean;
  role?: string;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  bannedUntil?: Date | null;
}

/** Inserts a user as GoTrue's admin API, invites and anonymous sign-ins create them, with its identity. */
export async function createAuthUser(tx: Db, user: CreatedUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await tx.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, phone_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
       confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, lower($4), $5,
       $6,
       case when $7 then now() end, case when $8 then now() end, case when $9 then now() end,
       $10::jsonb, $11::jsonb, now(), now(), $12, '', '', '', '', $13)`,
    [
      id,
      AUDIENCE,
      user.role ?? AUDIENCE,
      user.email,
      user.phone,
      user.passwordHash ?? '',
      user.emailConfirmed,
      user.phoneConfirmed,
      user.invited ?? false,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.bannedUntil ?? null,
      user.anonymous ?? false,
    ],
  );
  const provider = user.email ? 'email' : user.phone ? 'phone' : null;
  if (provider) {
    const data: JsonObject = {
      sub: id,
      ...(user.email ? { email: user.email.toLowerCase() } : { phone: user.phone }),
      email_verified: user.emailConfirmed,
      phone_verified: user.phoneConfirmed,
    };
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, $3, now(), now(), now())`,
      [id, JSON.stringify(data), provider],
    );
  }
  return id;
}

/** GoTrue's ban_duration: "none" lifts a ban, otherwise a Go duration such as "24h" or "30m". */
export function banUntil(duration: string): Date | null | 'invalid' {
  if (duration === 'none') return null;
  const match = /^(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)$/.exec(duration);
  if (!match) return 'invalid';
  const factor: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 3.6e6 };
  return new Date(Date.now() + Number(match[1]) * (factor[match[2] ?? 's'] ?? 1e3));
}

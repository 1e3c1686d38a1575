import { randomUUID } from 'node:crypto';
import { firstRow, rows, type Db } from './db.js';
import { checkPassword } from './passwords.js';
import type { JsonObject } from './body.js';

export const AUDIENCE = 'authenticated';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  has_password: boolean;
  email_confirmed_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
  phone: string | null;
}

export interface AuthUser {
  row: UserRow;
  identities: IdentityRow[];
  factors: FactorRow[];
}

const USER_COLUMNS = `id, aud, role, email,
  (coalesce(encrypted_password, '') <> '') as has_password,
  email_confirmed_at, phone, phone_confirmed_at, confirmed_at, confirmation_sent_at, recovery_sent_at,
  email_change, email_change_sent_at, invited_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, banned_until, deleted_at, is_anonymous`;

export function findUserRowById(db: Db, id: string): Promise<UserRow | null> {
  return firstRow<UserRow>(db, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
}

export function findUserRowByEmail(db: Db, email: string): Promise<UserRow | null> {
  return firstRow<UserRow>(
    db,
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and aud = $2 and is_sso_user = false
     order by created_at limit 1`,
    [email, AUDIENCE],
  );
}

/** The user whose e-mail change to `email` is waiting for confirmation. */
export function findUserRowByPendingEmail(db: Db, email: string): Promise<UserRow | null> {
  return firstRow<UserRow>(
    db,
    `select ${USER_COLUMNS} from auth.users
     where lower(email_change) = lower($1) and aud = $2 and is_sso_user = false
     order by created_at limit 1`,
    [email, AUDIENCE],
  );
}

export function findUserRowByPhone(db: Db, phone: string): Promise<UserRow | null> {
  return firstRow<UserRow>(db, `select ${USER_COLUMNS} from auth.users where phone = $1 and aud = $2`, [
    phone,
    AUDIENCE,
  ]);
}

export async function loadAuthUser(db: Db, row: UserRow): Promise<AuthUser> {
  const identities = await rows<IdentityRow>(
    db,
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at, id`,
    [row.id],
  );
  const factors = await rows<FactorRow>(
    db,
    `select id, user_id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at, phone
     from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [row.id],
  );
  return { row, identities, factors };
}

export async function loadAuthUserById(db: Db, id: string): Promise<AuthUser | null> {
  const row = await findUserRowById(db, id);
  return row ? loadAuthUser(db, row) : null;
}

export function isBanned(row: UserRow): boolean {
  return row.banned_until !== null && row.banned_until.getTime() > Date.now();
}

export function hasVerifiedFactor(user: AuthUser): boolean {
  return user.factors.some((factor) => factor.status === 'verified');
}

export interface NewUser {
  email: string;
  /** The password's bcrypt hash (`hashPassword`, made before the transaction); null for users without one (OAuth). */
  passwordHash: string | null;
  appMetadata: JsonObject;
  userMetadata: JsonObject;
}

/** Inserts a confirmed user (the local stack auto-confirms, like the CLI's default). */
export async function insertUser(tx: Db, user: NewUser): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $2, lower($3),
       $4, now(), $5::jsonb, $6::jsonb, now(), now(), '', '', '', '', false)`,
    [
      id,
      AUDIENCE,
      user.email,
      user.passwordHash ?? '',
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  return id;
}

export async function insertIdentity(
  tx: Db,
  identity: { userId: string; provider: string; providerId: string; data: JsonObject },
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, $4, now(), now(), now())`,
    [identity.providerId, identity.userId, JSON.stringify(identity.data), identity.provider],
  );
}

/** True when `password` matches the stored bcrypt hash. */
export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const row = await firstRow<{ hash: string | null }>(
    db,
    `select encrypted_password as hash from auth.users where id = $1`,
    [userId],
  );
  return checkPassword(password, row?.hash ?? null);
}

/** Stores a new password's bcrypt hash (`hashPassword`, made before the transaction). */
export async function setPassword(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2,
       recovery_token = '', recovery_sent_at = null, confirmation_token = '', updated_at = now()
     where id = $1`,
    [userId, passwordHash],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

/** Merges `updates` key by key into user_metadata; a null value deletes the key (GoTrue semantics). */
export function mergeMetadata(current: JsonObject | null, updates: JsonObject): JsonObject {
  const merged: JsonObject = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) Reflect.deleteProperty(merged, key);
    else merged[key] = value;
  }
  return merged;
}

export async function addProviderToAppMetadata(tx: Db, userId: string, provider: string): Promise<void> {
  await tx.query(
    `update auth.users set raw_app_meta_data = jsonb_set(
       coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
       (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
          select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
          union select $2) providers)),
       updated_at = now()
     where id = $1`,
    [userId, provider],
  );
}

import { createHash } from 'node:crypto';
import type { OAuthIdentity } from '../config/auth-config.js';
import type { JsonObject } from './body.js';
import { createAuthUser } from './admin-users-db.js';
import { firstRow, type Db } from './db.js';
import { endAllSessions } from './sessions.js';
import type { OAuthProvider } from './oauth-state.js';
import {
  addProviderToAppMetadata,
  findUserRowByEmail,
  insertIdentity,
  insertUser,
  mergeMetadata,
  type UserRow,
} from './users.js';

const ISSUERS: Record<OAuthProvider, string> = {
  google: 'https://accounts.google.com',
  github: 'https://api.github.com',
};

/** A stable provider user id per address, shaped like the provider's own (Google: 21 digits). */
export function providerUserId(provider: OAuthProvider, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email}`).digest();
  const number = digest.readBigUInt64BE(0) * 1000n + BigInt(digest.readUInt16BE(8) % 1000);
  return provider === 'google' ? `1${(number % 10n ** 20n).toString().padStart(20, '0')}` : String(number % 10n ** 8n);
}

/** The identity_data (and user_metadata) GoTrue stores for a Google or GitHub sign-in. */
export function identityData(
  provider: OAuthProvider,
  identity: OAuthIdentity,
  providerId: string,
  avatarUrl: string,
  emailVerified: boolean,
): JsonObject {
  const common: JsonObject = {
    iss: ISSUERS[provider],
    sub: providerId,
    provider_id: providerId,
    name: identity.name,
    full_name: identity.name,
    email: identity.email,
    email_verified: emailVerified,
    phone_verified: false,
    avatar_url: avatarUrl,
  };
  if (provider === 'google') return { ...common, picture: avatarUrl };
  const login = identity.email.split('@')[0] ?? identity.email;
  return { ...common, user_name: login, preferred_username: login };
}

/**
 * A new account for a provider identity whose e-mail is not verified (GoTrue's DetermineAccountLinking
 * decides CreateAccount for it): it gets the address only when no account has it yet, and is
 * confirmed only with auto-confirm.
 */
export async function createOAuthAccount(
  tx: Db,
  provider: OAuthProvider,
  identity: { providerId: string; data: JsonObject; email: string },
  confirmed: boolean,
): Promise<{ id: string; email: string | null }> {
  const email = (await findUserRowByEmail(tx, identity.email)) ? null : identity.email;
  const userMetadata: JsonObject = { ...identity.data, email_verified: confirmed };
  const id = await createAuthUser(tx, {
    email,
    phone: null,
    passwordHash: null,
    emailConfirmed: confirmed,
    phoneConfirmed: false,
    userMetadata,
    appMetadata: { provider, providers: [provider] },
  });
  // createAuthUser gave an e-mail user its email identity; this account has only the provider's.
  await tx.query(`delete from auth.identities where user_id = $1`, [id]);
  await insertIdentity(tx, { userId: id, provider, providerId: identity.providerId, data: identity.data });
  return { id, email };
}

/**
 * GoTrue's RemoveUnconfirmedIdentities: a provider identity linked to an account whose e-mail was
 * never confirmed takes the account over from whoever signed it up. The password they chose is
 * removed, their other identities and metadata go, and their sessions end.
 */
async function takeOverUnconfirmed(tx: Db, userId: string, provider: OAuthProvider, data: JsonObject): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = '', confirmation_token = '', recovery_token = '',
       email_change = '', email_change_token_new = '', email_change_token_current = '',
       raw_user_meta_data = $2::jsonb, raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
         || jsonb_build_object('provider', $3::text, 'providers', jsonb_build_array($3::text)),
       updated_at = now()
     where id = $1`,
    [userId, JSON.stringify(data), provider],
  );
  await tx.query(`delete from auth.identities where user_id = $1 and provider <> $2`, [userId, provider]);
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
  await endAllSessions(tx, userId);
}

/**
 * Signs a provider identity with a verified e-mail in the way GoTrue does: a known identity
 * updates its data; a new one for a known address is linked to that user (taking an unconfirmed
 * account over, see takeOverUnconfirmed); otherwise a new user is created.
 */
export async function upsertOAuthUser(
  tx: Db,
  provider: OAuthProvider,
  providerId: string,
  data: JsonObject,
  email: string,
): Promise<string> {
  const linked = await firstRow<{ user_id: string }>(
    tx,
    `select user_id from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  let existing: Pick<UserRow, 'id' | 'raw_user_meta_data'> | null = null;
  if (linked) {
    await tx.query(
      `update auth.identities set identity_data = $3::jsonb, last_sign_in_at = now(), updated_at = now()
       where provider = $1 and provider_id = $2`,
      [provider, providerId, JSON.stringify(data)],
    );
    existing = await firstRow<Pick<UserRow, 'id' | 'raw_user_meta_data'>>(
      tx,
      `select id, raw_user_meta_data from auth.users where id = $1`,
      [linked.user_id],
    );
  } else {
    const sameAddress = await findUserRowByEmail(tx, email);
    existing = sameAddress;
    if (sameAddress) {
      await insertIdentity(tx, { userId: sameAddress.id, provider, providerId, data });
      if (sameAddress.email_confirmed_at === null) {
        await takeOverUnconfirmed(tx, sameAddress.id, provider, data);
        existing = { id: sameAddress.id, raw_user_meta_data: data };
      } else {
        await addProviderToAppMetadata(tx, sameAddress.id, provider);
      }
    }
  }
  if (!existing) {
    const id = await insertUser(tx, {
      email,
      passwordHash: null,
      appMetadata: { provider, providers: [provider] },
      userMetadata: data,
    });
    await insertIdentity(tx, { userId: id, provider, providerId, data });
    return id;
  }
  await tx.query(
    `update auth.users set raw_user_meta_data = $2::jsonb, email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now()
     where id = $1`,
    [existing.id, JSON.stringify(mergeMetadata(existing.raw_user_meta_data, data))],
  );
  return existing.id;
}

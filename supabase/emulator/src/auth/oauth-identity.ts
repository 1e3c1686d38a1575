import { createHash } from 'node:crypto';
import type { JsonObject } from './body.js';
import { firstRow, type Db } from './db.js';
import type { OAuthProvider } from './oauth-state.js';
import {
  addProviderToAppMetadata,
  findUserRowByEmail,
  insertIdentity,
  insertUser,
  mergeMetadata,
  type UserRow,
} from './users.js';

export interface TestIdentity {
  name: string;
  email: string;
}

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
  identity: TestIdentity,
  providerId: string,
  avatarUrl: string,
): JsonObject {
  const common: JsonObject = {
    iss: ISSUERS[provider],
    sub: providerId,
    provider_id: providerId,
    name: identity.name,
    full_name: identity.name,
    email: identity.email,
    email_verified: true,
    phone_verified: false,
    avatar_url: avatarUrl,
  };
  if (provider === 'google') return { ...common, picture: avatarUrl };
  const login = identity.email.split('@')[0] ?? identity.email;
  return { ...common, user_name: login, preferred_username: login };
}

/**
 * Signs a provider identity in the way GoTrue does: a known identity updates its data; a new one
 * for a known verified address is linked to that user; otherwise a new user is created.
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
    existing = await findUserRowByEmail(tx, email);
    if (existing) {
      await insertIdentity(tx, { userId: existing.id, provider, providerId, data });
      await addProviderToAppMetadata(tx, existing.id, provider);
    }
  }
  if (!existing) {
    const id = await insertUser(tx, {
      email,
      password: null,
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

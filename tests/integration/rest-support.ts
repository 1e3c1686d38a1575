import { createHash } from 'node:crypto';
import { JWT_SECRET, signJwt } from 'local-supabase';
import type { TestBackend } from './support/backend.js';

/** The local stack's JWT secret: the Supabase CLI's well-known default, so tokens work on both. */
const secret = process.env.SUPABASE_JWT_SECRET ?? JWT_SECRET;

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface RawInit {
  method?: string;
  /** The apikey and, unless `token` is given, the bearer token. */
  key: string;
  /** A different bearer token; null sends no Authorization header. */
  token?: string | null;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** A request to `/rest/v1<path>` exactly as given (for wire details supabase-js hides). */
export async function rest(backend: TestBackend, path: string, init: RawInit): Promise<RawResponse> {
  const headers: Record<string, string> = { apikey: init.key, ...init.headers };
  const token = init.token === undefined ? init.key : init.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${backend.url}/rest/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** An access token for a user id, shaped like GoTrue's (role authenticated, aud, sub, email). */
export function userToken(sub: string, email: string, expiresInSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    { aud: 'authenticated', role: 'authenticated', sub, email, iat: now, exp: now + expiresInSeconds },
    secret,
  );
}

export function signedToken(claims: Record<string, unknown>): Promise<string> {
  return signJwt(claims, secret);
}

export const PUBLIC_TABLES = ['users', 'service-providers', 'messages', 'chat_messages', 'contact_messages'] as const;

/** Row count and a checksum of every public table, read with the service key (bypasses RLS). */
export async function tableFingerprint(backend: TestBackend): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of PUBLIC_TABLES) {
    const response = await rest(backend, `/${table}?select=*`, { key: backend.serviceRoleKey });
    if (response.status !== 200 || !Array.isArray(response.json)) {
      throw new Error(`reading ${table} failed: ${String(response.status)} ${response.text}`);
    }
    const rows = (response.json as Record<string, unknown>[]).map((row) => JSON.stringify(row)).sort();
    fingerprint[table] = `${String(rows.length)}:${createHash('sha256').update(rows.join('\n')).digest('hex')}`;
  }
  return fingerprint;
}

import { CORS_HEADERS, json, readJsonObject } from '../_shared/http.ts';
import { restClient } from '../_shared/rest.ts';
import type { Settings } from '../_shared/settings.ts';

const CODE = /^[0-9]{6}$/;
const MAX_PASSWORD = 200;

interface Caller {
  id: string;
  email: string;
}

interface StoredFile {
  bucket: string;
  name: string;
}

/** The signed-in caller, asked of the auth server with their own token (null when it is not valid). */
async function callerOf(settings: Settings, request: Request): Promise<Caller | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization?.startsWith('Bearer ')) return null;
  const response = await fetch(`${settings.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: settings.serviceRoleKey, Authorization: authorization },
  });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const user = (await response.json()) as { id?: unknown; email?: unknown };
  if (typeof user.id !== 'string' || typeof user.email !== 'string' || !user.email) return null;
  return { id: user.id, email: user.email };
}

/** Whether the auth server accepts this proof for the caller's account (a password, or an e-mailed code). */
async function proves(
  settings: Settings,
  caller: Caller,
  proof: { password: string } | { code: string },
): Promise<boolean> {
  const url =
    'password' in proof
      ? `${settings.supabaseUrl}/auth/v1/token?grant_type=password`
      : `${settings.supabaseUrl}/auth/v1/verify`;
  const body =
    'password' in proof
      ? { email: caller.email, password: proof.password }
      : { type: 'email', email: caller.email, token: proof.code };
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey: settings.serviceRoleKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return false;
  }
  const session = (await response.json()) as { user?: { id?: unknown } };
  return session.user?.id === caller.id;
}

async function removeFiles(settings: Settings, files: readonly StoredFile[]): Promise<void> {
  const byBucket = new Map<string, string[]>();
  for (const file of files) byBucket.set(file.bucket, [...(byBucket.get(file.bucket) ?? []), file.name]);
  for (const [bucket, names] of byBucket) {
    const response = await fetch(`${settings.supabaseUrl}/storage/v1/object/${encodeURIComponent(bucket)}`, {
      method: 'DELETE',
      headers: {
        apikey: settings.serviceRoleKey,
        Authorization: `Bearer ${settings.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ prefixes: names }),
    });
    if (!response.ok) throw new Error(`storage ${bucket}: ${response.status} ${await response.text()}`);
    await response.body?.cancel();
  }
}

async function deleteAuthUser(settings: Settings, id: string): Promise<void> {
  const response = await fetch(`${settings.supabaseUrl}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: { apikey: settings.serviceRoleKey, Authorization: `Bearer ${settings.serviceRoleKey}` },
  });
  if (!response.ok && response.status !== 404) throw new Error(`auth: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
}

/**
 * `POST { password }` or `POST { code }` (a code e-mailed by the auth server's OTP sign-in) deletes
 * the caller's account: after the proof, delete_account_data() erases their rows and personal
 * fields in one transaction, then their stored files and their auth user (every session with it)
 * go. Errors are `{ error: key }`: not_signed_in, invalid_request, wrong_password, wrong_code,
 * delete_failed.
 */
export function deleteAccountHandler(settings: Settings): (request: Request) => Promise<Response> {
  const rest = restClient(settings.supabaseUrl, settings.serviceRoleKey);
  const answer = (body: unknown, status = 200): Response => json(body, status, CORS_HEADERS);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') return answer({ error: 'method_not_allowed' }, 405);
    const caller = await callerOf(settings, request);
    if (!caller) return answer({ error: 'not_signed_in' }, 401);
    const body = await readJsonObject(request);
    const password = typeof body?.password === 'string' ? body.password : null;
    const code = typeof body?.code === 'string' ? body.code.trim() : null;
    if (password !== null && password.length > 0 && password.length <= MAX_PASSWORD) {
      if (!(await proves(settings, caller, { password }))) return answer({ error: 'wrong_password' }, 403);
    } else if (code !== null && CODE.test(code)) {
      if (!(await proves(settings, caller, { code }))) return answer({ error: 'wrong_code' }, 403);
    } else {
      return answer({ error: 'invalid_request' }, 400);
    }
    try {
      const files = await rest.rpc<StoredFile[]>('delete_account_data', { p_user: caller.id });
      await removeFiles(settings, files);
      await deleteAuthUser(settings, caller.id);
      return answer({ deleted: true });
    } catch (error) {
      console.error('delete-account', error);
      return answer({ error: 'delete_failed' }, 502);
    }
  };
}

/** Decodes a JWT's payload without checking the signature (what the client itself does). */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** Calls auth/v1 directly (as supabase-js would, with apikey and the API version header). */
export async function authFetch(
  baseUrl: string,
  apiKey: string,
  path: string,
  init: { method?: string; body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {
    apikey: apiKey,
    authorization: `Bearer ${init.token ?? apiKey}`,
    'x-supabase-api-version': '2024-01-01',
    ...(init.body !== undefined ? { 'content-type': 'application/json;charset=UTF-8' } : {}),
    ...init.headers,
  };
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if (text) {
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { raw: text };
    }
  }
  return { status: response.status, headers: response.headers, body };
}

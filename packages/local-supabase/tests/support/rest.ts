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
  body?: string;
}

/** A request to `/rest/v1<path>` exactly as given (for wire details supabase-js hides). */
export async function rest(url: string, path: string, init: RawInit): Promise<RawResponse> {
  const headers: Record<string, string> = { apikey: init.key, ...init.headers };
  const token = init.token === undefined ? init.key : init.token;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${url}/rest/v1${path}`, {
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

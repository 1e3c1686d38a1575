import type { EmuResponse } from '../../http/types.js';
import type { ApiRequest } from '../request/api-request.js';

/** A response with the headers every PostgREST answer of this request carries. */
export function respond(
  request: Pick<ApiRequest, 'headers' | 'schema' | 'output'>,
  status: number,
  body: string | null,
  headers: Record<string, string | null> = {},
): EmuResponse {
  const all: Record<string, string> = {};
  if (request.headers['accept-profile'] !== undefined || request.headers['content-profile'] !== undefined) {
    all['content-profile'] = request.schema;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== null) all[name] = value;
  if (body !== null) all['content-type'] ??= request.output.contentType;
  return { status, headers: all, body };
}

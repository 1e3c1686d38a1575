import { RestError } from './errors.js';

/**
 * Limits that keep one request from building an answer of gigabytes (PostgREST has none; nested
 * to-many embeds multiply rows level by level). Far above what the app asks for.
 */
export const MAX_EMBED_DEPTH = 4;
export const MAX_EMBEDS = 12;
/** The largest response body a read may answer, in bytes. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export function embedTooDeep(select: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse select parameter (${select})" (line 1, column 1)`, {
    details: `Embedded resources may nest at most ${String(MAX_EMBED_DEPTH)} levels deep`,
  });
}

export function tooManyEmbeds(select: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse select parameter (${select})" (line 1, column 1)`, {
    details: `A select may embed at most ${String(MAX_EMBEDS)} resources`,
  });
}

/** As Postgres's program_limit_exceeded (54000), which the local backend answers with 400. */
export function responseTooLarge(bytes: number): RestError {
  const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
  return new RestError(400, '54000', `The response would be ${mb(bytes)}; at most ${mb(MAX_RESPONSE_BYTES)} is sent`, {
    hint: 'Select fewer columns or embedded resources, or read the rows in pages with limit and offset.',
  });
}

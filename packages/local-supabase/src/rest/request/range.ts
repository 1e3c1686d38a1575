import { RestError } from '../errors.js';

/** The rows a read asks for: `offset` and `limit` (null = all), from limit/offset and (GET only) the Range header. */
export interface Page {
  offset: bigint;
  limit: bigint | null;
}

function invalidRange(details: string): RestError {
  return new RestError(416, 'PGRST103', 'Requested range not satisfiable', { details });
}

/** PostgREST reads limit/offset with `readMaybe`: a value that is not an integer is ignored. */
function readInteger(value: string | null): bigint | null {
  const text = value?.trim() ?? '';
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

export function requestedPage(limitParam: string | null, offsetParam: string | null, rangeHeader?: string): Page {
  const limit = readInteger(limitParam);
  const offset = readInteger(offsetParam);
  if (limit !== null && limit < 0n) throw invalidRange('Limit should be greater than or equal to zero.');
  if (offset !== null && offset < 0n) throw new RestError(400, '2201X', 'OFFSET must not be negative');
  if (limit === 0n) return { offset: 0n, limit: 0n };

  let lower = offset ?? 0n;
  let upper = limit === null ? null : lower + limit - 1n;
  const header = /^(\d+)-(\d*)$/.exec(rangeHeader?.trim() ?? '');
  if (header) {
    const headerLower = BigInt(header[1] ?? '0');
    const headerUpper = header[2] ? BigInt(header[2]) : null;
    if (headerUpper !== null && headerUpper < headerLower) {
      throw invalidRange('The lower boundary must be lower than or equal to the upper boundary in the Range header.');
    }
    lower = lower > headerLower ? lower : headerLower;
    if (headerUpper !== null) upper = upper === null || headerUpper < upper ? headerUpper : upper;
  }
  if (upper === null) return { offset: lower, limit: null };
  // PostgREST refuses an empty intersection of the Range header and limit/offset.
  if (upper < lower) throw invalidRange('Limit should be greater than or equal to zero.');
  return { offset: lower, limit: upper - lower + 1n };
}

/** `Content-Range` in PostgREST's format: `first-last/total`, `*` for an empty page or an unknown total. */
export function contentRange(lower: bigint, rows: number, total: number | null): string {
  const upper = lower + BigInt(rows) - 1n;
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total === null ? '*' : String(total)}`;
}

/** 200, 206 for a partial page of a counted set, or 416 when the offset is past the end. */
export function pageStatus(lower: bigint, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > BigInt(total)) return 416;
  return rows < total ? 206 : 200;
}

export function outOfBounds(lower: bigint, total: number): RestError {
  return invalidRange(`An offset of ${lower} was requested, but there are only ${total} rows.`);
}

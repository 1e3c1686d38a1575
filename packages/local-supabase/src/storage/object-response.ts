import type { EmuRequest, EmuResponse } from '../http/types.js';
import type { ObjectRow } from './objects-db.js';

const HEADER_SAFE = /^[\t\x20-\x7e]+$/;

function headerValue(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEADER_SAFE.test(value) ? value : fallback;
}

function httpDate(value: unknown, fallback: Date | null): string | null {
  const date = typeof value === 'string' ? new Date(value) : fallback;
  return date !== null && !Number.isNaN(date.getTime()) ? date.toUTCString() : null;
}

/** Browsers must not render uploaded HTML as a page of this origin. */
function servedContentType(mimetype: unknown): string {
  const type = headerValue(mimetype, 'application/octet-stream');
  return /text\/html/i.test(type) ? 'text/plain' : type;
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/** The object's metadata as response headers (shared by GET and HEAD). */
export function objectHeaders(row: ObjectRow, size: number, download: string | null): Record<string, string> {
  const metadata = row.metadata ?? {};
  const headers: Record<string, string> = {
    'content-type': servedContentType(metadata.mimetype),
    'cache-control': headerValue(metadata.cacheControl, 'no-cache'),
    etag: headerValue(metadata.eTag, `"${row.id}"`),
    'content-length': String(size),
    'accept-ranges': 'bytes',
    // An uploaded file is content, never a page or a script of this origin (an SVG's script, a
    // text file sniffed as HTML): no sniffing, and a sandbox without scripts or same-origin access.
    'x-content-type-options': 'nosniff',
    'content-security-policy': 'sandbox',
  };
  const lastModified = httpDate(metadata.lastModified, row.updated_at);
  if (lastModified !== null) headers['last-modified'] = lastModified;
  if (download !== null) headers['content-disposition'] = contentDisposition(download);
  return headers;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (RFC 9110); several ranges or a malformed header mean the whole object. */
function parseRange(header: string | undefined, size: number): ByteRange {
  const match = header === undefined ? null : /^\s*bytes=(\d*)-(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Serves the bytes with Storage's headers, honouring If-None-Match and a single Range. */
export function renderObject(request: EmuRequest, row: ObjectRow, bytes: Buffer, download: string | null): EmuResponse {
  const headers = objectHeaders(row, bytes.length, download);
  const etag = headers.etag ?? '';
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    const { 'content-length': _length, 'content-type': _type, ...rest } = headers;
    return { status: 304, headers: rest, body: null };
  }
  const range = parseRange(request.headers.range, bytes.length);
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { 'content-range': `bytes */${String(bytes.length)}` }, body: null };
  }
  if (range === null) return { status: 200, headers, body: bytes };
  const part = bytes.subarray(range.start, range.end + 1);
  return {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(part.length),
      'content-range': `bytes ${String(range.start)}-${String(range.end)}/${String(bytes.length)}`,
    },
    body: part,
  };
}

import type { EmuRequest } from '../http/types.js';
import { invalidRequest } from './errors.js';

export interface UploadBody {
  bytes: Uint8Array;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

const DEFAULT_MIME_TYPE = 'application/octet-stream';
const DEFAULT_CACHE_CONTROL = 'no-cache';
/** Values that end up in response headers must be visible ASCII, or Node refuses to send them. */
const HEADER_SAFE = /^[\t\x20-\x7e]*$/;

/**
 * Reads an upload as Supabase Storage does: a multipart form's first file part (any field name,
 * mime type from the part, `cacheControl`/`metadata`/`contentType` fields), or the raw body with
 * its content-type, cache-control and base64 `x-metadata` headers.
 */
export async function readUploadBody(request: EmuRequest): Promise<UploadBody> {
  const contentType = request.headers['content-type'] ?? '';
  const body = /^multipart\/form-data/i.test(contentType)
    ? await readMultipart(request.body, contentType)
    : readRaw(request);
  if (!HEADER_SAFE.test(body.mimeType)) throw invalidRequest('Invalid content type');
  if (!HEADER_SAFE.test(body.cacheControl)) throw invalidRequest('Invalid cache control');
  return body;
}

function readRaw(request: EmuRequest): UploadBody {
  const metadataHeader = request.headers['x-metadata'];
  return {
    bytes: request.body,
    mimeType: request.headers['content-type']?.trim() || DEFAULT_MIME_TYPE,
    cacheControl: request.headers['cache-control']?.trim() || DEFAULT_CACHE_CONTROL,
    userMetadata:
      metadataHeader === undefined ? null : parseMetadata(Buffer.from(metadataHeader, 'base64').toString('utf8')),
  };
}

async function readMultipart(bytes: Buffer, contentType: string): Promise<UploadBody> {
  let form: FormData;
  try {
    const request = new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
    });
    // undici discourages its parser for servers facing the world; this one serves one developer's clients.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    form = await request.formData();
  } catch {
    throw invalidRequest('The multipart body could not be parsed');
  }
  let file: Blob | null = null;
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value;
      break;
    }
  }
  if (file === null) throw invalidRequest('No file provided');
  const cacheTime = textField(form, 'cacheControl');
  const metadata = textField(form, 'metadata');
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: textField(form, 'contentType') || file.type || DEFAULT_MIME_TYPE,
    cacheControl: cacheTime ? `max-age=${cacheTime}` : DEFAULT_CACHE_CONTROL,
    userMetadata: metadata ? parseMetadata(metadata) : null,
  };
}

function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function parseMetadata(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidRequest('metadata must be a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('metadata must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** Leading bytes of the formats worth recognising when a file's type is not declared. */
const SIGNATURES: { type: string; bytes: number[]; offset?: number }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'image/bmp', bytes: [0x42, 0x4d] },
  { type: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/x-gzip', bytes: [0x1f, 0x8b, 0x08] },
  { type: 'font/woff', bytes: [0x77, 0x4f, 0x46, 0x46] },
  { type: 'font/woff2', bytes: [0x77, 0x4f, 0x46, 0x32] },
  { type: 'audio/mpeg', bytes: [0x49, 0x44, 0x33] },
  { type: 'application/wasm', bytes: [0x00, 0x61, 0x73, 0x6d] },
];

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, index) => data[offset + index] === byte);
}

function ascii(data: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...data.subarray(start, end));
}

/**
 * The content type of a file judged from its first 512 bytes, as `supabase seed buckets` does
 * (Go's `http.DetectContentType`): known signatures, markup, then text or octet-stream.
 */
export function sniffContentType(data: Uint8Array): string {
  const head = data.subarray(0, 512);
  for (const signature of SIGNATURES) if (startsWith(head, signature.bytes, signature.offset)) return signature.type;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE') return 'audio/wave';
  if (ascii(head, 4, 8) === 'ftyp') return 'video/mp4';
  if (ascii(head, 0, 4) === 'OggS') return 'application/ogg';
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  const lower = text.slice(0, 16).toLowerCase();
  if (lower.startsWith('<!doctype html') || lower.startsWith('<html') || lower.startsWith('<head')) {
    return 'text/html; charset=utf-8';
  }
  if (lower.startsWith('<?xml')) return 'text/xml; charset=utf-8';
  if (lower.startsWith('<svg')) return 'image/svg+xml';
  const binary = head.some((byte) => byte <= 0x08 || byte === 0x0b || (byte >= 0x0e && byte <= 0x1a) || byte === 0x1c);
  return binary ? 'application/octet-stream' : 'text/plain; charset=utf-8';
}

import { invalidBucketName, invalidKey } from './errors.js';

const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;
const MAX_BUCKET_LENGTH = 100;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** True for an object name that maps to a safe relative file path: no `.`/`..`/empty segments. */
export function isSafeObjectName(name: string): boolean {
  if (name === '' || hasControlCharacter(name) || Buffer.byteLength(name) > MAX_KEY_BYTES) return false;
  return name
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && Buffer.byteLength(part) <= MAX_SEGMENT_BYTES);
}

export function isSafeBucketId(id: string): boolean {
  return (
    id !== '' &&
    id.length <= MAX_BUCKET_LENGTH &&
    !id.includes('/') &&
    !id.includes('\\') &&
    !hasControlCharacter(id) &&
    id !== '.' &&
    id !== '..'
  );
}

/** Decodes one percent-encoded path segment as a bucket id. */
export function parseBucketId(encoded: string): string {
  const id = decodeSegment(encoded);
  if (id === null || !isSafeBucketId(id)) throw invalidBucketName();
  return id;
}

/** Decodes the percent-encoded segments after the bucket into an object name. */
export function parseObjectName(encodedSegments: string[]): string {
  const decoded = encodedSegments.map(decodeSegment);
  const name = decoded.every((part): part is string => part !== null) ? decoded.join('/') : null;
  if (name === null || !isSafeObjectName(name)) throw invalidKey(encodedSegments.join('/'));
  return name;
}

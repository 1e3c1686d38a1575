import sharp from 'sharp';
import type { EmuRequest, EmuResponse } from '../http/types.js';
import { invalidRequest, StorageError } from './errors.js';
import type { JsonObject } from './json-body.js';
import { objectHeaders } from './object-response.js';
import type { ObjectRow } from './objects-db.js';

const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;
const FORMATS = ['origin', 'avif', 'webp'] as const;
type ResizeMode = (typeof RESIZE_MODES)[number];
type Format = (typeof FORMATS)[number];

/** Storage's transformation options (its imgproxy parameters), validated as its schema does. */
export interface Transform {
  width?: number;
  height?: number;
  resize?: ResizeMode;
  quality?: number;
  format?: Format;
}

const SIZE_LIMIT = { min: 1, max: 2500 };
const clamp = (value: number): number => Math.min(Math.max(value, SIZE_LIMIT.min), SIZE_LIMIT.max);

function integer(name: string, value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isInteger(number)) throw invalidRequest(`${name} must be integer`);
  if (number < min || number > max) throw invalidRequest(`${name} must be >= ${String(min)} and <= ${String(max)}`);
  return number;
}

function member<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    throw invalidRequest(`${name} must be equal to one of the allowed values: ${allowed.join(', ')}`);
  }
  return match;
}

function readTransform(get: (key: string) => unknown, where: string): Transform {
  const transform: Transform = {};
  const width = integer(`${where}/width`, get('width'), 0, Number.MAX_SAFE_INTEGER);
  const height = integer(`${where}/height`, get('height'), 0, Number.MAX_SAFE_INTEGER);
  const quality = integer(`${where}/quality`, get('quality'), 20, 100);
  const resize = member(`${where}/resize`, get('resize'), RESIZE_MODES);
  const format = member(`${where}/format`, get('format'), FORMATS);
  if (width) transform.width = width;
  if (height) transform.height = height;
  if (quality !== undefined) transform.quality = quality;
  if (resize) transform.resize = resize;
  if (format) transform.format = format;
  return transform;
}

export function transformFromQuery(params: URLSearchParams): Transform {
  return readTransform((key) => params.get(key) ?? undefined, 'querystring');
}

export function transformFromBody(body: JsonObject): Transform | null {
  const value = body.transform;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidRequest('body/transform must be object');
  const record = value as Record<string, unknown>;
  return readTransform((key) => record[key], 'body/transform');
}

function imgproxyResize(mode: ResizeMode | undefined): string {
  if (mode === 'contain') return 'fit';
  if (mode === 'fill') return 'force';
  return 'fill';
}

/**
 * Storage's transformation segments: `keepOriginal` is the form kept in signed tokens
 * (`resize:cover`), otherwise the imgproxy form reported in `X-Transformations`.
 */
export function transformSegments(transform: Transform, keepOriginal = false): string[] {
  const segments: string[] = [];
  if (transform.height) segments.push(`height:${String(clamp(transform.height))}`);
  if (transform.width) segments.push(`width:${String(clamp(transform.width))}`);
  if (transform.width || transform.height) {
    segments.push(
      keepOriginal ? `resize:${transform.resize ?? 'undefined'}` : `resizing_type:${imgproxyResize(transform.resize)}`,
    );
  }
  if (transform.quality) segments.push(`quality:${String(transform.quality)}`);
  if (transform.format && transform.format !== 'origin') segments.push(`format:${transform.format}`);
  return segments;
}

/** Reads the segments a signed token carries back into options. */
export function transformFromSegments(text: string): Transform {
  const values = new Map<string, string>();
  for (const part of text.split(',')) {
    const [key = '', value = ''] = part.split(':');
    if (key !== '') values.set(key, value);
  }
  const resize = values.get('resize');
  return readTransform((key) => (key === 'resize' && resize === 'undefined' ? undefined : values.get(key)), 'token');
}

const OUTPUT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Without an explicit format, imgproxy (as the CLI runs it) answers WebP to clients that accept it. */
function outputFormat(transform: Transform, accept: string | undefined, source: string): string {
  if (transform.format === 'webp' || transform.format === 'avif') return transform.format;
  if (transform.format === undefined && accept?.includes('image/webp')) return 'webp';
  return source in OUTPUT_TYPES ? source : 'png';
}

/**
 * Renders the object's bytes with the transformation (sharp: resize without enlarging, quality,
 * format), with Storage's headers and `X-Transformations`.
 */
export async function renderTransformed(
  request: EmuRequest,
  row: ObjectRow,
  bytes: Buffer,
  transform: Transform,
): Promise<EmuResponse> {
  let output: Buffer;
  let format: string;
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const info = await image.metadata();
    format = outputFormat(transform, request.headers.accept, info.format);
    let pipeline = image.rotate();
    if (transform.width || transform.height) {
      pipeline = pipeline.resize({
        ...(transform.width ? { width: clamp(transform.width) } : {}),
        ...(transform.height ? { height: clamp(transform.height) } : {}),
        fit: transform.resize === 'contain' ? 'inside' : transform.resize === 'fill' ? 'fill' : 'cover',
        withoutEnlargement: true,
      });
    }
    const quality = transform.quality ?? 80;
    pipeline =
      format === 'jpeg'
        ? pipeline.jpeg({ quality })
        : format === 'webp'
          ? pipeline.webp({ quality })
          : format === 'avif'
            ? pipeline.avif({ quality })
            : format === 'gif'
              ? pipeline.gif()
              : pipeline.png();
    output = await pipeline.toBuffer();
  } catch {
    throw new StorageError(422, 'InvalidImage', 'Image transformation failed: the object is not a supported image');
  }
  const headers = objectHeaders(row, output.length, request.url.searchParams.get('download'));
  headers['content-type'] = OUTPUT_TYPES[format] ?? 'application/octet-stream';
  const segments = transformSegments(transform);
  if (segments.length > 0) headers['x-transformations'] = segments.join(',');
  return { status: 200, headers, body: output };
}

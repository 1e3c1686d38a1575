import { ConfigError, type TableReader } from './table-reader.js';

export interface BucketConfig {
  public: boolean;
  /** Bytes; null means the project-wide limit. */
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  /** `objects_path`: a file or folder uploaded into the bucket, relative to the `supabase/` folder. */
  objectsPath: string | null;
}

/** `[storage]`: what the local Storage honours. */
export interface StorageConfig {
  enabled: boolean;
  /** Largest upload in bytes, for every bucket. */
  fileSizeLimit: number;
  /** `[storage.image_transformation] enabled`: the `/render/image` routes. */
  imageTransformation: boolean;
  /** The longest lifetime, in seconds, a signed download URL may be given. */
  maxSignedUrlExpiresIn: number;
  /** `[storage.buckets.<name>]`: created (or updated) on start, as `supabase start` seeds them. */
  buckets: Record<string, BucketConfig>;
}

export const DEFAULT_STORAGE_CONFIG: StorageConfig = {
  enabled: true,
  fileSizeLimit: 50 * 1024 * 1024,
  imageTransformation: false,
  maxSignedUrlExpiresIn: 7 * 24 * 60 * 60,
  buckets: {},
};

/** Keeps a token's `iat + expiresIn` a safe integer. */
const MAX_EXPIRES_IN = Number.MAX_SAFE_INTEGER - 4_102_444_800;

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** The CLI's size strings: "50MiB", "1MB", "512KiB", or a number of bytes. */
export function parseSize(key: string, value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(value) : null;
  const factor = UNITS[(match?.[2] ?? '').toLowerCase()];
  const bytes = match && factor !== undefined ? Math.round(Number(match[1]) * factor) : Number.NaN;
  if (!Number.isSafeInteger(bytes)) throw new ConfigError(key, 'expected a size such as "50MiB" or "1MB"');
  return bytes;
}

export function readStorageConfig(
  storage: TableReader,
  defaults: StorageConfig = DEFAULT_STORAGE_CONFIG,
): StorageConfig {
  const limit = storage.raw('file_size_limit');
  const buckets = storage.section('buckets');
  const config: StorageConfig = {
    enabled: storage.boolean('enabled', defaults.enabled),
    fileSizeLimit: limit === undefined ? defaults.fileSizeLimit : parseSize(`${storage.path}.file_size_limit`, limit),
    imageTransformation: storage.section('image_transformation').boolean('enabled', defaults.imageTransformation),
    maxSignedUrlExpiresIn: storage.integer('max_signed_url_expires_in', defaults.maxSignedUrlExpiresIn, {
      min: 1,
      max: MAX_EXPIRES_IN,
    }),
    buckets: { ...defaults.buckets },
  };
  for (const name of buckets.sectionNames()) {
    const bucket = buckets.section(name);
    const bucketLimit = bucket.raw('file_size_limit');
    const types = bucket.stringList('allowed_mime_types', []);
    const objectsPath = bucket.string('objects_path', '');
    config.buckets[name] = {
      public: bucket.boolean('public', false),
      fileSizeLimit: bucketLimit === undefined ? null : parseSize(`${bucket.path}.file_size_limit`, bucketLimit),
      allowedMimeTypes: types.length === 0 ? null : types,
      objectsPath: objectsPath === '' ? null : objectsPath,
    };
  }
  return config;
}

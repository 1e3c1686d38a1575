import { json, type EmuRequest, type EmuResponse } from '../../http/types.js';
import { findBucket } from '../buckets-db.js';
import type { StorageCall, StorageDeps } from '../call.js';
import { asCaller } from '../db-scope.js';
import { invalidRequest, noSuchBucket, noSuchKey, StorageError } from '../errors.js';
import { renderTransformed, transformFromQuery, transformFromSegments, type Transform } from '../image-transform.js';
import { objectHeaders, renderObject } from '../object-response.js';
import { findObject, type ObjectRow } from '../objects-db.js';
import { verifyObjectUrl } from '../signed-token.js';

type FindRow = () => Promise<ObjectRow | null>;

/**
 * Reads the row, then its bytes. An upsert that commits in between removes the version just read,
 * so a missing blob is looked up again while the row names a newer version; the object counts as
 * gone when the same version is read twice without bytes.
 */
async function serve(
  deps: StorageDeps,
  request: EmuRequest,
  find: FindRow,
  transform: Transform | null = null,
): Promise<EmuResponse> {
  let missing: string | null = null;
  for (;;) {
    const row = await find();
    if (row?.version == null || row.version === missing) break;
    const bytes = await deps.blobs.read(row.bucket_id, row.name, row.version);
    if (bytes === null) {
      missing = row.version;
      continue;
    }
    if (transform) return renderTransformed(request, row, bytes, transform);
    return renderObject(request, row, bytes, request.url.searchParams.get('download'));
  }
  throw noSuchKey();
}

/** The `/render/image` routes exist only with `[storage.image_transformation] enabled = true`. */
function requireTransformations(deps: StorageDeps): void {
  if (!deps.context.config.project.storage.imageTransformation) {
    throw new StorageError(
      400,
      'FeatureNotEnabled',
      'Image transformation is not enabled: set [storage.image_transformation] enabled = true in config.toml',
    );
  }
}

/** `GET /render/image/authenticated/{bucket}/{path}`: the caller's object, transformed. */
export async function renderAuthenticatedImage(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  requireTransformations(call);
  const transform = transformFromQuery(call.request.url.searchParams);
  return serve(call, call.request, () => findAsCaller(call, bucket, name), transform);
}

/** `GET /render/image/public/{bucket}/{path}`. */
export async function renderPublicImage(
  deps: StorageDeps,
  request: EmuRequest,
  bucket: string,
  name: string,
): Promise<EmuResponse> {
  requireTransformations(deps);
  const transform = transformFromQuery(request.url.searchParams);
  return serve(deps, request, () => findPublic(deps, bucket, name), transform);
}

/** `GET /render/image/sign/{bucket}/{path}?token=`: the transformation comes from the token. */
export async function renderSignedImage(
  deps: StorageDeps,
  request: EmuRequest,
  bucket: string,
  name: string,
): Promise<EmuResponse> {
  requireTransformations(deps);
  const token = request.url.searchParams.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  const claims = await verifyObjectUrl(token, `${bucket}/${name}`, deps.context.config.jwtSecret);
  const transform = transformFromSegments(claims.transformations ?? '');
  return serve(deps, request, () => findSigned(deps, bucket, name, claims.version), transform);
}

/** The object a signed URL was made for: gone once it is replaced or removed, even if its path is reused. */
async function findSigned(deps: StorageDeps, bucket: string, name: string, version: string): Promise<ObjectRow | null> {
  const row = await findObject(deps.context.pg, bucket, name);
  return row !== null && (row.version ?? '') === version ? row : null;
}

async function findAsCaller(call: StorageCall, bucket: string, name: string): Promise<ObjectRow | null> {
  return asCaller(call, (tx) => findObject(tx, bucket, name), { readOnly: true });
}

/** The object row of a public bucket, read past RLS as Storage does for public URLs. */
async function findPublic(deps: StorageDeps, bucketId: string, name: string): Promise<ObjectRow | null> {
  const bucket = await findBucket(deps.context.pg, bucketId);
  if (bucket === null || !bucket.public) throw noSuchBucket();
  return findObject(deps.context.pg, bucketId, name);
}

/** `GET /object/{bucket}/{path}` and `/object/authenticated/…`: visible to the caller under RLS. */
export async function downloadObject(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  return serve(call, call.request, () => findAsCaller(call, bucket, name));
}

/** `GET /object/public/{bucket}/{path}`: no auth, the bucket must be public. */
export async function downloadPublicObject(
  deps: StorageDeps,
  request: EmuRequest,
  bucket: string,
  name: string,
): Promise<EmuResponse> {
  return serve(deps, request, () => findPublic(deps, bucket, name));
}

/** `GET /object/sign/{bucket}/{path}?token=`: no auth; the token's `url` claim must name this object. */
export async function downloadSignedObject(
  deps: StorageDeps,
  request: EmuRequest,
  bucket: string,
  name: string,
): Promise<EmuResponse> {
  const token = request.url.searchParams.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  const { version } = await verifyObjectUrl(token, `${bucket}/${name}`, deps.context.config.jwtSecret);
  return serve(deps, request, () => findSigned(deps, bucket, name, version));
}

function infoResponse(row: ObjectRow | null): EmuResponse {
  if (row === null) throw noSuchKey();
  const metadata = row.metadata ?? {};
  const { etag, 'last-modified': lastModified } = objectHeaders(row, metadata.size ?? 0, null);
  return json(
    200,
    {
      id: row.id,
      name: row.name,
      version: row.version,
      bucket_id: row.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: row.user_metadata ?? {},
      last_modified: row.updated_at,
      created_at: row.created_at,
    },
    {
      'cache-control': 'no-cache',
      ...(etag ? { etag } : {}),
      ...(lastModified ? { 'last-modified': lastModified } : {}),
    },
  );
}

/** `GET /object/info/{bucket}/{path}` (and `/info/authenticated/…`). */
export async function objectInfo(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  return infoResponse(await findAsCaller(call, bucket, name));
}

/** `GET /object/info/public/{bucket}/{path}`. */
export async function publicObjectInfo(deps: StorageDeps, bucket: string, name: string): Promise<EmuResponse> {
  return infoResponse(await findPublic(deps, bucket, name));
}

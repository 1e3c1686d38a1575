import { randomUUID } from 'node:crypto';
import { json, type EmuResponse } from '../../http/types.js';
import type { StorageCall } from '../call.js';
import { ownerOf } from '../caller.js';
import { findBucket, type BucketRow } from '../buckets-db.js';
import { asCaller } from '../db-scope.js';
import {
  alreadyExists,
  entityTooLarge,
  invalidBucketName,
  invalidKey,
  invalidMimeType,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
} from '../errors.js';
import { optionalBoolean, optionalString, readJsonObject, type JsonObject } from '../json-body.js';
import { isSafeBucketId, isSafeObjectName } from '../names.js';
import { findObject, insertObject, upsertObject, type ObjectMetadata, type ObjectRow } from '../objects-db.js';
import { isAllowedMimeType } from './upload.js';

interface Transfer {
  sourceBucket: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

function required(body: JsonObject, key: string): string {
  const value = optionalString(body, key);
  if (value === undefined) throw invalidRequest(`body must have required property '${key}'`);
  return value;
}

function readTransfer(body: JsonObject): Transfer {
  const sourceBucket = required(body, 'bucketId');
  const sourceKey = required(body, 'sourceKey');
  const destinationKey = required(body, 'destinationKey');
  const destinationBucket = optionalString(body, 'destinationBucket') || sourceBucket;
  for (const bucket of [sourceBucket, destinationBucket]) if (!isSafeBucketId(bucket)) throw invalidBucketName();
  for (const key of [sourceKey, destinationKey]) if (!isSafeObjectName(key)) throw invalidKey(key);
  return { sourceBucket, sourceKey, destinationBucket, destinationKey };
}

async function destinationBucket(call: StorageCall, id: string): Promise<BucketRow> {
  const bucket = await findBucket(call.context.pg, id);
  if (bucket === null) throw noSuchBucket();
  return bucket;
}

/** The destination bucket's rules hold for what arrives there, as for an upload. */
function checkArrival(bucket: BucketRow, metadata: { mimetype?: unknown; size?: unknown } | null): void {
  const mimetype = typeof metadata?.mimetype === 'string' ? metadata.mimetype : 'application/octet-stream';
  if (!isAllowedMimeType(mimetype, bucket.allowed_mime_types)) throw invalidMimeType(mimetype);
  const size = typeof metadata?.size === 'number' ? metadata.size : 0;
  if (bucket.file_size_limit !== null && size > bucket.file_size_limit) throw entityTooLarge();
}

/**
 * `POST /object/move` `{bucketId, sourceKey, destinationKey, destinationBucket?}`: renames the row
 * as the caller (its update policy must allow both the old and the new row), then moves the bytes.
 */
export async function moveObject(call: StorageCall): Promise<EmuResponse> {
  const move = readTransfer(readJsonObject(call.request));
  const bucket = await destinationBucket(call, move.destinationBucket);
  const { owner, ownerId } = ownerOf(call.claims);
  const version = randomUUID();
  const moved = await asCaller(
    call,
    async (tx) => {
      const source = await findObject(tx, move.sourceBucket, move.sourceKey);
      if (source?.version == null) throw noSuchKey();
      checkArrival(bucket, source.metadata);
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects
            set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7,
                updated_at = now(), last_accessed_at = now()
          where bucket_id = $1 and name = $2
          returning id`,
        [move.sourceBucket, move.sourceKey, move.destinationBucket, move.destinationKey, version, owner, ownerId],
      );
      if (rows.length === 0) throw noSuchKey();
      const bytes = await call.blobs.read(move.sourceBucket, move.sourceKey, source.version);
      if (bytes === null) throw noSuchKey();
      await call.blobs.write(move.destinationBucket, move.destinationKey, version, bytes);
      return { id: rows[0]?.id ?? source.id, previous: source.version };
    },
    { uniqueViolation: alreadyExists },
  ).catch(async (error: unknown) => {
    await call.blobs.remove(move.destinationBucket, move.destinationKey, version).catch(() => undefined);
    throw error;
  });
  await call.blobs.remove(move.sourceBucket, move.sourceKey, moved.previous).catch(() => undefined);
  return json(200, { message: 'Successfully moved', Id: moved.id, Key: move.destinationKey });
}

function copiedMetadata(source: ObjectRow, body: JsonObject): ObjectMetadata {
  const overrides = body.metadata;
  const given = typeof overrides === 'object' && overrides !== null && !Array.isArray(overrides) ? overrides : {};
  const base = source.metadata ?? {};
  const mimetype = 'mimetype' in given && typeof given.mimetype === 'string' ? given.mimetype : base.mimetype;
  const cacheControl =
    'cacheControl' in given && typeof given.cacheControl === 'string' ? given.cacheControl : base.cacheControl;
  return {
    eTag: base.eTag ?? `"${source.id}"`,
    size: base.size ?? 0,
    mimetype: mimetype ?? 'application/octet-stream',
    cacheControl: cacheControl ?? 'no-cache',
    lastModified: new Date().toISOString(),
    contentLength: base.contentLength ?? base.size ?? 0,
    httpStatusCode: 200,
  };
}

function headerMetadata(header: string | undefined): Record<string, unknown> | null {
  if (header === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw invalidRequest('x-metadata must be base64-encoded JSON object');
}

/**
 * `POST /object/copy` `{bucketId, sourceKey, destinationKey, destinationBucket?, metadata?, copyMetadata?}`:
 * the caller must see the source and may insert (with `x-upsert`, replace) the destination.
 */
export async function copyObject(call: StorageCall): Promise<EmuResponse> {
  const body = readJsonObject(call.request);
  const copy = readTransfer(body);
  const bucket = await destinationBucket(call, copy.destinationBucket);
  const copyUserMetadata = optionalBoolean(body, 'copyMetadata') ?? true;
  const givenUserMetadata = headerMetadata(call.request.headers['x-metadata']);
  const upsert = call.request.headers['x-upsert']?.trim().toLowerCase() === 'true';
  const { owner, ownerId } = ownerOf(call.claims);
  const version = randomUUID();
  const copied = await asCaller(
    call,
    async (tx) => {
      const source = await findObject(tx, copy.sourceBucket, copy.sourceKey);
      if (source?.version == null) throw noSuchKey();
      const bytes = await call.blobs.read(copy.sourceBucket, copy.sourceKey, source.version);
      if (bytes === null) throw noSuchKey();
      const metadata = copiedMetadata(source, body);
      checkArrival(bucket, metadata);
      const previous = upsert ? await findObject(tx, copy.destinationBucket, copy.destinationKey) : null;
      const object = {
        id: randomUUID(),
        bucket: copy.destinationBucket,
        name: copy.destinationKey,
        owner,
        ownerId,
        version,
        metadata,
        userMetadata: givenUserMetadata ?? (copyUserMetadata ? source.user_metadata : null),
      };
      const id = upsert ? await upsertObject(tx, object) : await insertObject(tx, object);
      await call.blobs.write(copy.destinationBucket, copy.destinationKey, version, bytes);
      return { id, previous: previous?.version ?? null, object };
    },
    { uniqueViolation: alreadyExists },
  ).catch(async (error: unknown) => {
    await call.blobs.remove(copy.destinationBucket, copy.destinationKey, version).catch(() => undefined);
    throw error;
  });
  if (copied.previous !== null && copied.previous !== version) {
    await call.blobs.remove(copy.destinationBucket, copy.destinationKey, copied.previous).catch(() => undefined);
  }
  const { object } = copied;
  return json(200, {
    Id: copied.id,
    Key: `${copy.destinationBucket}/${copy.destinationKey}`,
    id: copied.id,
    bucket_id: object.bucket,
    name: object.name,
    owner: object.owner,
    owner_id: object.ownerId,
    version: object.version,
    metadata: object.metadata,
    user_metadata: object.userMetadata,
  });
}

import { createHash, randomUUID } from 'node:crypto';
import { json, type EmuResponse } from '../../http/types.js';
import { findBucket } from '../buckets-db.js';
import type { StorageCall } from '../call.js';
import { ownerOf } from '../caller.js';
import { asCaller } from '../db-scope.js';
import { alreadyExists, entityTooLarge, invalidMimeType, noSuchBucket } from '../errors.js';
import { findVersion, insertObject, upsertObject, type NewObject, type ObjectMetadata } from '../objects-db.js';
import { readUploadBody } from '../upload-body.js';

/** `allowed_mime_types` entries are `type/subtype` or `type/*`; parameters such as charset are ignored. */
export function isAllowedMimeType(mimeType: string, allowed: string[] | null): boolean {
  if (allowed === null || allowed.length === 0) return true;
  const [type, subtype] = (mimeType.split(';')[0] ?? '').trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.trim().toLowerCase().split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/**
 * Upload (POST, `x-upsert`) and update (PUT, always replaces). The metadata row is written as the
 * caller first, so the storage policies decide; the bytes are written inside that transaction and
 * only after the row was accepted; a replaced version's bytes are removed after the commit.
 */
export async function uploadObject(
  call: StorageCall,
  bucketId: string,
  name: string,
  upsert: boolean,
): Promise<EmuResponse> {
  const bucket = await findBucket(call.context.pg, bucketId);
  if (bucket === null) throw noSuchBucket();
  const body = await readUploadBody(call.request);
  if (!isAllowedMimeType(body.mimeType, bucket.allowed_mime_types)) throw invalidMimeType(body.mimeType);
  if (bucket.file_size_limit !== null && body.bytes.length > bucket.file_size_limit) throw entityTooLarge();

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(body.bytes).digest('hex')}"`,
    size: body.bytes.length,
    mimetype: body.mimeType,
    cacheControl: body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: body.bytes.length,
    httpStatusCode: 200,
  };
  const { owner, ownerId } = ownerOf(call.claims);
  const object: NewObject = {
    id: randomUUID(),
    bucket: bucketId,
    name,
    owner,
    ownerId,
    version: randomUUID(),
    metadata,
    userMetadata: body.userMetadata,
  };

  let result: { id: string; previous: string | null };
  try {
    result = await asCaller(
      call,
      async (tx) => {
        const previous = upsert ? await findVersion(tx, bucketId, name) : null;
        const id = upsert ? await upsertObject(tx, object) : await insertObject(tx, object);
        await call.blobs.write(bucketId, name, object.version, body.bytes);
        return { id, previous };
      },
      { uniqueViolation: alreadyExists },
    );
  } catch (error) {
    await call.blobs.remove(bucketId, name, object.version).catch(() => undefined);
    throw error;
  }
  if (result.previous !== null && result.previous !== object.version) {
    await call.blobs.remove(bucketId, name, result.previous).catch(() => undefined);
  }
  return json(200, { Id: result.id, Key: `${bucketId}/${name}` });
}

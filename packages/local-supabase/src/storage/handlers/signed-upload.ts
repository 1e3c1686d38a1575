import { randomUUID } from 'node:crypto';
import { json, type EmuRequest, type EmuResponse } from '../../http/types.js';
import type { JwtClaims } from '../../jwt.js';
import { findBucket } from '../buckets-db.js';
import type { StorageCall, StorageDeps } from '../call.js';
import { ownerOf } from '../caller.js';
import { asCaller } from '../db-scope.js';
import { alreadyExists, invalidRequest, noSuchBucket } from '../errors.js';
import { insertObject, upsertObject, type NewObject } from '../objects-db.js';
import { signUploadUrl, verifyUploadUrl } from '../signed-token.js';
import { uploadObject } from './upload.js';

/** Thrown inside the permission probe so that its transaction rolls back. */
class ProbeDone extends Error {}

/**
 * `POST /object/upload/sign/{bucket}/{path}` (`x-upsert`): checks, as the caller and rolled back,
 * that the storage policies let them create (or replace) the object, then mints an upload token
 * that carries the caller as owner.
 */
export async function signUpload(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  if ((await findBucket(call.context.pg, bucket)) === null) throw noSuchBucket();
  const upsert = call.request.headers['x-upsert']?.trim().toLowerCase() === 'true';
  const { owner, ownerId } = ownerOf(call.claims);
  const probe: NewObject = {
    id: randomUUID(),
    bucket,
    name,
    owner,
    ownerId,
    version: randomUUID(),
    metadata: {
      eTag: '""',
      size: 0,
      mimetype: 'application/octet-stream',
      cacheControl: 'no-cache',
      lastModified: new Date().toISOString(),
      contentLength: 0,
      httpStatusCode: 200,
    },
    userMetadata: null,
  };
  try {
    await asCaller(
      call,
      async (tx) => {
        if (upsert) await upsertObject(tx, probe);
        else await insertObject(tx, probe);
        throw new ProbeDone();
      },
      { uniqueViolation: alreadyExists },
    );
  } catch (error) {
    if (!(error instanceof ProbeDone)) throw error;
  }
  const token = await signUploadUrl(`${bucket}/${name}`, { owner: ownerId, upsert }, call.context.config.jwtSecret);
  return json(200, { url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
}

/**
 * `PUT /object/upload/sign/{bucket}/{path}?token=`: no auth header; the token names the object,
 * the owner and whether it may replace one. Storage writes it as the service, so no policy runs.
 */
export async function uploadToSignedUrl(
  deps: StorageDeps,
  request: EmuRequest,
  bucket: string,
  name: string,
): Promise<EmuResponse> {
  const token = request.url.searchParams.get('token');
  if (!token) throw invalidRequest("querystring must have required property 'token'");
  const grant = await verifyUploadUrl(token, `${bucket}/${name}`, deps.context.config.jwtSecret);
  const claims: JwtClaims = {
    role: 'service_role',
    exp: Math.floor(Date.now() / 1000) + 60,
    ...(grant.owner ? { sub: grant.owner } : {}),
  };
  await uploadObject({ ...deps, request, claims }, bucket, name, grant.upsert);
  return json(200, { Key: `${bucket}/${name}` });
}

import type { EmuRequest, EmuResponse } from '../http/types.js';
import type { StorageCall, StorageDeps } from './call.js';
import { resolveCaller } from './caller.js';
import { routeNotFound } from './errors.js';
import {
  createBucketRoute,
  deleteBucketRoute,
  emptyBucketRoute,
  getBucketRoute,
  listBucketsRoute,
  updateBucketRoute,
} from './handlers/buckets.js';
import { listObjects } from './handlers/list.js';
import { listObjectsV2 } from './handlers/list-v2.js';
import { copyObject, moveObject } from './handlers/move-copy.js';
import {
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  objectInfo,
  publicObjectInfo,
} from './handlers/read.js';
import { removeObject, removeObjects } from './handlers/remove.js';
import { signObject, signObjects } from './handlers/sign.js';
import { signUpload, uploadToSignedUrl } from './handlers/signed-upload.js';
import { uploadObject } from './handlers/upload.js';
import { parseBucketId, parseObjectName } from './names.js';

type Handler = () => Promise<EmuResponse>;

const isRead = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** Resolves `segments` = `[bucket, ...path]` (still percent-encoded) into a bucket id and object name. */
function address(segments: string[]): { bucket: string; name: string } {
  return { bucket: parseBucketId(segments[0] ?? ''), name: parseObjectName(segments.slice(1)) };
}

/** Routes below `/storage/v1`, with Storage's precedence: static segments win over a bucket name. */
export async function routeStorage(deps: StorageDeps, request: EmuRequest): Promise<EmuResponse> {
  const segments = request.path.split('/').slice(1);
  const [area = '', ...rest] = segments;
  const method = request.method;
  const authed: Authed = async (work, options = {}) =>
    work({ ...deps, request, claims: await resolveCaller(request, deps.context.config.jwtKeys, options) });

  let handler: Handler | null = null;
  if (area === 'bucket') handler = bucketRoute(method, rest, authed);
  else if (area === 'object') handler = objectRoute(deps, request, rest, authed);
  else if (area === 'render' && rest[0] === 'image') handler = renderRoute(deps, request, rest.slice(1), authed);
  return handler ? handler() : routeNotFound(method, request.url.pathname);
}

type Authed = (
  work: (call: StorageCall) => Promise<EmuResponse>,
  options?: { allowAnonymous?: boolean },
) => Promise<EmuResponse>;
type ObjectWork = (call: StorageCall, bucket: string, name: string) => Promise<EmuResponse>;

/** A handler for the object at `segments` (`[bucket, ...path]`), run for a verified caller. */
function onObject(authed: Authed, segments: string[], work: ObjectWork, allowAnonymous = false): Handler {
  return () =>
    authed(
      (call) => {
        const { bucket, name } = address(segments);
        return work(call, bucket, name);
      },
      { allowAnonymous },
    );
}

function bucketRoute(method: string, rest: string[], authed: Authed): Handler | null {
  const [id, action, ...extra] = rest;
  if (id === undefined || (id === '' && action === undefined)) {
    if (method === 'GET') return () => authed(listBucketsRoute);
    if (method === 'POST') return () => authed(createBucketRoute);
    return null;
  }
  if (extra.length > 0) return null;
  if (action === 'empty' && method === 'POST') return () => authed((call) => emptyBucketRoute(call, parseBucketId(id)));
  if (action !== undefined) return null;
  if (method === 'GET') return () => authed((call) => getBucketRoute(call, parseBucketId(id)));
  if (method === 'PUT') return () => authed((call) => updateBucketRoute(call, parseBucketId(id)));
  if (method === 'DELETE') return () => authed((call) => deleteBucketRoute(call, parseBucketId(id)));
  return null;
}

function objectRoute(deps: StorageDeps, request: EmuRequest, rest: string[], authed: Authed): Handler | null {
  const method = request.method;
  const [first = '', ...tail] = rest;
  const withObject = (work: ObjectWork): Handler => onObject(authed, tail, work);

  if (first === 'list' && tail.length === 1 && method === 'POST') {
    return () => authed((call) => listObjects(call, parseBucketId(tail[0] ?? '')));
  }
  if (first === 'list-v2' && tail.length === 1 && method === 'POST') {
    return () => authed((call) => listObjectsV2(call, parseBucketId(tail[0] ?? '')));
  }
  if (first === 'sign' && method === 'POST' && tail.length === 1) {
    return () => authed((call) => signObjects(call, parseBucketId(tail[0] ?? '')));
  }
  if (first === 'sign' && tail.length >= 2) {
    if (method === 'POST') return withObject(signObject);
    if (isRead(method)) {
      return () => {
        const { bucket, name } = address(tail);
        return downloadSignedObject(deps, request, bucket, name);
      };
    }
    return null;
  }
  if (first === 'public' && tail.length >= 2 && isRead(method)) {
    return () => {
      const { bucket, name } = address(tail);
      return downloadPublicObject(deps, request, bucket, name);
    };
  }
  if (first === 'authenticated' && tail.length >= 2 && isRead(method)) return withObject(downloadObject);
  if (first === 'info' && method === 'GET') return infoRoute(deps, tail, authed);
  if (first === 'move' && tail.length === 0 && method === 'POST') return () => authed(moveObject);
  if (first === 'copy' && tail.length === 0 && method === 'POST') return () => authed(copyObject);
  if (first === 'upload' && tail[0] === 'sign' && tail.length >= 3) {
    const target = tail.slice(1);
    if (method === 'POST') return onObject(authed, target, signUpload);
    if (method === 'PUT') {
      return () => {
        const { bucket, name } = address(target);
        return uploadToSignedUrl(deps, request, bucket, name);
      };
    }
    return null;
  }
  if (first === '') return null;
  if (tail.length === 0) {
    return method === 'DELETE' ? () => authed((call) => removeObjects(call, parseBucketId(first))) : null;
  }
  const objectAt = [first, ...tail];
  if (method === 'POST') {
    return onObject(authed, objectAt, (call, bucket, name) =>
      uploadObject(call, bucket, name, call.request.headers['x-upsert']?.trim().toLowerCase() === 'true'),
    );
  }
  if (method === 'PUT') {
    return onObject(authed, objectAt, (call, bucket, name) => uploadObject(call, bucket, name, true));
  }
  if (isRead(method)) return onObject(authed, objectAt, downloadObject, true);
  if (method === 'DELETE') return onObject(authed, objectAt, removeObject);
  return null;
}

function infoRoute(deps: StorageDeps, tail: string[], authed: Authed): Handler | null {
  const [kind, ...after] = tail;
  if (kind === 'public' && after.length >= 2) {
    return () => {
      const { bucket, name } = address(after);
      return publicObjectInfo(deps, bucket, name);
    };
  }
  const target = kind === 'authenticated' && after.length >= 2 ? after : tail;
  return target.length < 2 ? null : onObject(authed, target, objectInfo, target === tail);
}

/** `/render/image/{authenticated|public|sign}/{bucket}/{path}`: transformed images (GET only). */
function renderRoute(deps: StorageDeps, request: EmuRequest, rest: string[], authed: Authed): Handler | null {
  const [kind, ...target] = rest;
  if (!isRead(request.method) || target.length < 2) return null;
  if (kind === 'authenticated') return onObject(authed, target, renderAuthenticatedImage);
  const render = kind === 'public' ? renderPublicImage : kind === 'sign' ? renderSignedImage : null;
  if (!render) return null;
  return () => {
    const { bucket, name } = address(target);
    return render(deps, request, bucket, name);
  };
}

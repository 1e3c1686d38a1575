import type { RouteEntry } from '../http/route-table.js';
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
  downloadObject,
  downloadPublicObject,
  downloadSignedObject,
  objectInfo,
  publicObjectInfo,
  renderAuthenticatedImage,
  renderPublicImage,
  renderSignedImage,
} from './handlers/read.js';
import { removeObject, removeObjects } from './handlers/remove.js';
import { signObject, signObjects } from './handlers/sign.js';
import { signUpload, uploadToSignedUrl } from './handlers/signed-upload.js';
import { uploadObject } from './handlers/upload.js';
import { caller, open, reserved, type StorageRoute } from './route.js';

const READ = ['GET', 'HEAD'] as const satisfies ('GET' | 'HEAD')[];

/** Storage's routes below `/storage/v1`, each with the JWT it needs and the address it reads. */
export const STORAGE_ROUTES: RouteEntry<StorageRoute>[] = [
  caller('GET', '/bucket', 'none', listBucketsRoute),
  caller('GET', '/bucket/', 'none', listBucketsRoute),
  caller('POST', '/bucket', 'none', createBucketRoute),
  caller('POST', '/bucket/', 'none', createBucketRoute),
  reserved(['PUT', 'DELETE'], '/bucket/'),
  caller('GET', '/bucket/:bucket', 'bucket', (call, at) => getBucketRoute(call, at.bucket)),
  caller('PUT', '/bucket/:bucket', 'bucket', (call, at) => updateBucketRoute(call, at.bucket)),
  caller('DELETE', '/bucket/:bucket', 'bucket', (call, at) => deleteBucketRoute(call, at.bucket)),
  caller('POST', '/bucket/:bucket/empty', 'bucket', (call, at) => emptyBucketRoute(call, at.bucket)),

  caller('POST', '/object/list/:bucket', 'bucket', (call, at) => listObjects(call, at.bucket)),
  caller('POST', '/object/list-v2/:bucket', 'bucket', (call, at) => listObjectsV2(call, at.bucket)),
  caller('POST', '/object/sign/:bucket', 'bucket', (call, at) => signObjects(call, at.bucket)),
  caller('POST', '/object/sign/:bucket/*', 'object', (call, at) => signObject(call, at.bucket, at.name)),
  open([...READ], '/object/sign/:bucket/*', 'object', (deps, request, at) =>
    downloadSignedObject(deps, request, at.bucket, at.name),
  ),
  reserved(['PUT', 'DELETE'], '/object/sign/:bucket/*'),
  open([...READ], '/object/public/:bucket/*', 'object', (deps, request, at) =>
    downloadPublicObject(deps, request, at.bucket, at.name),
  ),
  caller([...READ], '/object/authenticated/:bucket/*', 'object', (call, at) =>
    downloadObject(call, at.bucket, at.name),
  ),
  open('GET', '/object/info/public/:bucket/*', 'object', (deps, _request, at) =>
    publicObjectInfo(deps, at.bucket, at.name),
  ),
  caller('GET', '/object/info/authenticated/:bucket/*', 'object', (call, at) => objectInfo(call, at.bucket, at.name)),
  caller('GET', '/object/info/:bucket/*', 'object', (call, at) => objectInfo(call, at.bucket, at.name), {
    anonymous: true,
  }),
  reserved('GET', '/object/info/:bucket'),
  caller('POST', '/object/move', 'none', moveObject),
  caller('POST', '/object/copy', 'none', copyObject),
  caller('POST', '/object/upload/sign/:bucket/*', 'object', (call, at) => signUpload(call, at.bucket, at.name)),
  open('PUT', '/object/upload/sign/:bucket/*', 'object', (deps, request, at) =>
    uploadToSignedUrl(deps, request, at.bucket, at.name),
  ),
  reserved(['GET', 'HEAD', 'DELETE'], '/object/upload/sign/:bucket/*'),
  caller('DELETE', '/object/:bucket', 'bucket', (call, at) => removeObjects(call, at.bucket), { bucketRequired: true }),
  caller(
    'POST',
    '/object/:bucket/*',
    'object',
    (call, at) =>
      uploadObject(call, at.bucket, at.name, call.request.headers['x-upsert']?.trim().toLowerCase() === 'true'),
    { bucketRequired: true },
  ),
  caller('PUT', '/object/:bucket/*', 'object', (call, at) => uploadObject(call, at.bucket, at.name, true), {
    bucketRequired: true,
  }),
  caller([...READ], '/object/:bucket/*', 'object', (call, at) => downloadObject(call, at.bucket, at.name), {
    anonymous: true,
    bucketRequired: true,
  }),
  caller('DELETE', '/object/:bucket/*', 'object', (call, at) => removeObject(call, at.bucket, at.name), {
    bucketRequired: true,
  }),

  caller([...READ], '/render/image/authenticated/:bucket/*', 'object', (call, at) =>
    renderAuthenticatedImage(call, at.bucket, at.name),
  ),
  open([...READ], '/render/image/public/:bucket/*', 'object', (deps, request, at) =>
    renderPublicImage(deps, request, at.bucket, at.name),
  ),
  open([...READ], '/render/image/sign/:bucket/*', 'object', (deps, request, at) =>
    renderSignedImage(deps, request, at.bucket, at.name),
  ),
];

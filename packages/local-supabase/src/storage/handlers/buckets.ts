import { json, type EmuResponse } from '../../http/types.js';
import {
  BUCKET_SORT_COLUMNS,
  deleteBucket,
  findBucket,
  insertBucket,
  listBuckets,
  updateBucket,
  type BucketChanges,
  type BucketRow,
} from '../buckets-db.js';
import type { StorageCall } from '../call.js';
import { ownerOf } from '../caller.js';
import { asCaller } from '../db-scope.js';
import { bucketAlreadyExists, bucketNotEmpty, invalidRequest, noSuchBucket } from '../errors.js';
import { optionalBoolean, optionalString, readJsonObject, type JsonObject } from '../json-body.js';
import { isSafeBucketId } from '../names.js';
import { deleteBucketObjects } from '../objects-db.js';
import { discardBytes } from './remove.js';

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9 };

/** `file_size_limit`: bytes as a number, or a string such as "1MB" (decimal units, as Storage parses them). */
function readFileSizeLimit(body: JsonObject): number | null | undefined {
  const value = body.file_size_limit;
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value === 0 ? null : value;
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  const amount = Math.round(Number(match?.[1]) * (SIZE_UNITS[(match?.[2] ?? 'b').toLowerCase()] ?? Number.NaN));
  if (!Number.isSafeInteger(amount))
    throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  return amount === 0 ? null : amount;
}

function readMimeTypes(body: JsonObject): string[] | null | undefined {
  const value = body.allowed_mime_types;
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
    throw invalidRequest('body/allowed_mime_types must be array of strings');
  }
  return value.length === 0 ? null : value;
}

function readChanges(body: JsonObject): BucketChanges {
  return {
    public: optionalBoolean(body, 'public'),
    fileSizeLimit: readFileSizeLimit(body),
    allowedMimeTypes: readMimeTypes(body),
  };
}

/** `GET /bucket`: the buckets the caller may select (query: limit, offset, sortColumn, sortOrder, search). */
export async function listBucketsRoute(call: StorageCall): Promise<EmuResponse> {
  const params = call.request.url.searchParams;
  const limit = Number(params.get('limit') ?? Number.NaN);
  const offset = Number(params.get('offset') ?? 0);
  const sortColumn = BUCKET_SORT_COLUMNS.find((column) => column === params.get('sortColumn')) ?? 'name';
  const rows = await asCaller(
    call,
    (tx) =>
      listBuckets(tx, {
        limit: Number.isSafeInteger(limit) && limit > 0 ? limit : null,
        offset: Number.isSafeInteger(offset) && offset > 0 ? offset : 0,
        sortColumn,
        ascending: params.get('sortOrder') !== 'desc',
        search: params.get('search') ?? '',
      }),
    { readOnly: true },
  );
  return json(
    200,
    rows.map((row) => ({ ...bucketJson(row), type: 'STANDARD' })),
  );
}

/** The columns Storage returns for a bucket (`owner_id` stays internal). */
function bucketJson(row: BucketRow): Omit<BucketRow, 'owner_id'> {
  const { owner_id: _ownerId, ...rest } = row;
  return rest;
}

export async function getBucketRoute(call: StorageCall, id: string): Promise<EmuResponse> {
  const bucket = await asCaller(call, (tx) => findBucket(tx, id), { readOnly: true });
  if (bucket === null) throw noSuchBucket();
  return json(200, bucketJson(bucket));
}

/** `POST /bucket` `{name, id?, public?, file_size_limit?, allowed_mime_types?}`, as the caller. */
export async function createBucketRoute(call: StorageCall): Promise<EmuResponse> {
  const body = readJsonObject(call.request);
  const name = optionalString(body, 'name');
  if (name === undefined) throw invalidRequest("body must have required property 'name'");
  const id = optionalString(body, 'id') ?? name;
  if (!isSafeBucketId(id)) throw invalidRequest('Bucket name invalid');
  const { owner, ownerId } = ownerOf(call.claims);
  const changes = readChanges(body);
  await asCaller(call, (tx) => insertBucket(tx, { id, owner, ownerId, ...changes }), {
    uniqueViolation: bucketAlreadyExists,
  });
  return json(200, { name: id });
}

export async function updateBucketRoute(call: StorageCall, id: string): Promise<EmuResponse> {
  const changes = readChanges(readJsonObject(call.request));
  const updated = await asCaller(call, (tx) => updateBucket(tx, id, changes));
  if (!updated) throw noSuchBucket();
  return json(200, { message: 'Successfully updated' });
}

export async function deleteBucketRoute(call: StorageCall, id: string): Promise<EmuResponse> {
  const deleted = await asCaller(call, (tx) => deleteBucket(tx, id), { foreignKeyViolation: bucketNotEmpty });
  if (!deleted) throw noSuchBucket();
  await call.blobs.removeBucket(id);
  return json(200, { message: 'Successfully deleted' });
}

/** `POST /bucket/{id}/empty`: removes every object the caller may delete. */
export async function emptyBucketRoute(call: StorageCall, id: string): Promise<EmuResponse> {
  const bucket = await asCaller(call, (tx) => findBucket(tx, id), { readOnly: true });
  if (bucket === null) throw noSuchBucket();
  const rows = await asCaller(call, (tx) => deleteBucketObjects(tx, id));
  await discardBytes(call.blobs, rows);
  return json(200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

import { json, type EmuResponse } from '../../http/types.js';
import type { BlobStore } from '../blob-store.js';
import type { StorageCall } from '../call.js';
import { asCaller } from '../db-scope.js';
import { noSuchKey } from '../errors.js';
import { readJsonObject, stringArray } from '../json-body.js';
import { deleteObjects, type ObjectRow } from '../objects-db.js';

const MAX_PREFIXES = 1000;

/** Bytes go only after their rows are gone; a failed removal leaves an unreachable blob, never a dangling row. */
export async function discardBytes(blobs: BlobStore, rows: ObjectRow[]): Promise<void> {
  for (const row of rows) {
    if (row.version !== null) await blobs.remove(row.bucket_id, row.name, row.version).catch(() => undefined);
  }
}

/** `DELETE /object/{bucket}` `{prefixes}`: deletes what the caller's delete policy allows, returns those rows. */
export async function removeObjects(call: StorageCall, bucket: string): Promise<EmuResponse> {
  const names = stringArray(readJsonObject(call.request), 'prefixes', MAX_PREFIXES);
  const rows = await asCaller(call, (tx) => deleteObjects(tx, bucket, names));
  await discardBytes(call.blobs, rows);
  return json(200, rows);
}

/** `DELETE /object/{bucket}/{path}`. */
export async function removeObject(call: StorageCall, bucket: string, name: string): Promise<EmuResponse> {
  const rows = await asCaller(call, (tx) => deleteObjects(tx, bucket, [name]));
  if (rows.length === 0) throw noSuchKey();
  await discardBytes(call.blobs, rows);
  return json(200, { message: 'Successfully deleted' });
}

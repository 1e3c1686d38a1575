import type { Database, Transaction } from '../db/engine.js';

/** `storage.objects.metadata` as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
  metadata: Partial<ObjectMetadata> | null;
  user_metadata: Record<string, unknown> | null;
}

export interface NewObject {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  ownerId: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata, user_metadata';

type Queryable = Pick<Transaction, 'query'> | Pick<Database, 'query'>;

export async function findObject(db: Queryable, bucket: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0] ?? null;
}

export async function findVersion(tx: Transaction, bucket: string, name: string): Promise<string | null> {
  // On a real server concurrent upserts of one object take turns from here, so each learns the version it replaces.
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${bucket}/${name}`]);
  const { rows } = await tx.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0]?.version ?? null;
}

function objectValues(object: NewObject): unknown[] {
  return [
    object.id,
    object.bucket,
    object.name,
    object.owner,
    object.ownerId,
    object.version,
    JSON.stringify(object.metadata),
    object.userMetadata === null ? null : JSON.stringify(object.userMetadata),
  ];
}

/** A plain insert needs only the insert policy, as in Supabase (no RETURNING). */
export async function insertObject(tx: Transaction, object: NewObject): Promise<string> {
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    objectValues(object),
  );
  return object.id;
}

/** Insert or replace; returns the id of the row that now holds the object. */
export async function upsertObject(tx: Transaction, object: NewObject): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
     on conflict (bucket_id, name) do update set
       owner = excluded.owner,
       owner_id = excluded.owner_id,
       version = excluded.version,
       metadata = excluded.metadata,
       user_metadata = excluded.user_metadata,
       updated_at = now(),
       last_accessed_at = now()
     returning id`,
    objectValues(object),
  );
  return rows[0]?.id ?? object.id;
}

export async function deleteObjects(tx: Transaction, bucket: string, names: string[]): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
    [bucket, names],
  );
  return rows;
}

export async function deleteBucketObjects(tx: Transaction, bucket: string): Promise<ObjectRow[]> {
  const { rows } = await tx.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 returning ${OBJECT_COLUMNS}`,
    [bucket],
  );
  return rows;
}

/** The current version of each of `names` the caller can see (a signed URL is bound to it). */
export async function visibleVersions(tx: Transaction, bucket: string, names: string[]): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; version: string | null }>(
    'select name, version from storage.objects where bucket_id = $1 and name = any($2::text[])',
    [bucket, names],
  );
  return new Map(rows.map((row) => [row.name, row.version ?? '']));
}

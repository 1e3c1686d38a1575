import type { Database, Transaction } from '../db/engine.js';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const BUCKET_COLUMNS =
  'id, name, owner, owner_id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

type Queryable = Pick<Transaction, 'query'> | Pick<Database, 'query'>;

export async function findBucket(db: Queryable, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return rows[0] ?? null;
}

export const BUCKET_SORT_COLUMNS = ['id', 'name', 'created_at', 'updated_at'] as const;
export type BucketSortColumn = (typeof BUCKET_SORT_COLUMNS)[number];

export interface BucketQuery {
  limit: number | null;
  offset: number;
  sortColumn: BucketSortColumn;
  ascending: boolean;
  search: string;
}

export async function listBuckets(tx: Transaction, query: BucketQuery): Promise<BucketRow[]> {
  const order = query.ascending ? 'asc' : 'desc';
  const { rows } = await tx.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets
     where name ilike '%' || $1 || '%' escape '\\'
     order by ${query.sortColumn} ${order}, id
     limit $2 offset $3`,
    [escapeLike(query.search), query.limit, query.offset],
  );
  return rows;
}

export interface BucketChanges {
  public?: boolean | undefined;
  fileSizeLimit?: number | null | undefined;
  allowedMimeTypes?: string[] | null | undefined;
}

export async function insertBucket(
  tx: Transaction,
  bucket: { id: string; owner: string | null; ownerId: string | null } & BucketChanges,
): Promise<void> {
  await tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
     values ($1, $1, $2, $3, $4, $5, $6::text[])`,
    [
      bucket.id,
      bucket.owner,
      bucket.ownerId,
      bucket.public ?? false,
      bucket.fileSizeLimit ?? null,
      bucket.allowedMimeTypes ?? null,
    ],
  );
}

/** Applies only the given changes; returns false when no visible bucket has that id. */
export async function updateBucket(tx: Transaction, id: string, changes: BucketChanges): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `update storage.buckets set
       public = case when $2 then $3 else public end,
       file_size_limit = case when $4 then $5::bigint else file_size_limit end,
       allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1
     returning id`,
    [
      id,
      changes.public !== undefined,
      changes.public ?? null,
      changes.fileSizeLimit !== undefined,
      changes.fileSizeLimit ?? null,
      changes.allowedMimeTypes !== undefined,
      changes.allowedMimeTypes ?? null,
    ],
  );
  return rows.length > 0;
}

export async function deleteBucket(tx: Transaction, id: string): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>('delete from storage.buckets where id = $1 returning id', [id]);
  return rows.length > 0;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

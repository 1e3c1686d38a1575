import { json, type EmuResponse } from '../../http/types.js';
import { escapeLike } from '../buckets-db.js';
import type { StorageCall } from '../call.js';
import { asCaller } from '../db-scope.js';
import { invalidRequest } from '../errors.js';
import { optionalInteger, optionalString, readJsonObject, type JsonObject } from '../json-body.js';

const SORT_COLUMNS = ['name', 'updated_at', 'created_at', 'last_accessed_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListQuery {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: SortColumn;
  ascending: boolean;
}

function readSortBy(body: JsonObject): { column: SortColumn; ascending: boolean } {
  const sortBy = body.sortBy;
  if (sortBy === undefined || sortBy === null) return { column: 'name', ascending: true };
  if (typeof sortBy !== 'object' || Array.isArray(sortBy)) throw invalidRequest('body/sortBy must be object');
  const column = 'column' in sortBy ? sortBy.column : undefined;
  const order = 'order' in sortBy ? sortBy.order : undefined;
  const knownColumn = SORT_COLUMNS.find((candidate) => candidate === column);
  if (knownColumn === undefined) {
    throw invalidRequest(`body/sortBy/column must be equal to one of the allowed values: ${SORT_COLUMNS.join(', ')}`);
  }
  if (order !== undefined && order !== 'asc' && order !== 'desc') {
    throw invalidRequest('body/sortBy/order must be equal to one of the allowed values: asc, desc');
  }
  return { column: knownColumn, ascending: order !== 'desc' };
}

function readListQuery(body: JsonObject): ListQuery {
  const rawPrefix = optionalString(body, 'prefix');
  if (rawPrefix === undefined) throw invalidRequest("body must have required property 'prefix'");
  return {
    prefix: rawPrefix !== '' && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix,
    search: optionalString(body, 'search') ?? '',
    limit: optionalInteger(body, 'limit', 1, Number.MAX_SAFE_INTEGER) ?? 100,
    offset: optionalInteger(body, 'offset', 0, Number.MAX_SAFE_INTEGER) ?? 0,
    ...readSortBy(body),
  };
}

interface ListEntry {
  name: string;
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
  metadata: unknown;
}

/**
 * `POST /object/list/{bucket}`: the entries one level below `prefix` that the caller may see,
 * sub-folders first (id and metadata null), like Storage's `storage.search` function.
 */
export async function listObjects(call: StorageCall, bucket: string): Promise<EmuResponse> {
  const query = readListQuery(readJsonObject(call.request));
  const level = query.prefix.split('/').length;
  const order = query.ascending ? 'asc' : 'desc';
  const rows = await asCaller(
    call,
    async (tx) =>
      (
        await tx.query<ListEntry>(
          `with matched as (
             select name, id, updated_at, created_at, last_accessed_at, metadata, path_tokens
             from storage.objects
             where bucket_id = $1 and name ilike $2 escape '\\'
           ), entries as (
             select path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                    null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                    null::jsonb as metadata, 0 as kind
             from matched where array_length(path_tokens, 1) > $3
             group by path_tokens[$3]
             union all
             select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
             from matched where array_length(path_tokens, 1) = $3
           )
           select name, id, updated_at, created_at, last_accessed_at, metadata from entries
           order by kind, (case when kind = 0 then name end) collate "C" ${order},
                    ${query.column} ${order}, name collate "C" ${order}
           limit $4 offset $5`,
          [bucket, `${escapeLike(query.prefix + query.search)}%`, level, query.limit, query.offset],
        )
      ).rows,
    { readOnly: true },
  );
  return json(200, rows);
}

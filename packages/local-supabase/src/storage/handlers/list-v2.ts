import { json, type EmuResponse } from '../../http/types.js';
import { escapeLike } from '../buckets-db.js';
import type { StorageCall } from '../call.js';
import { asCaller } from '../db-scope.js';
import { invalidRequest } from '../errors.js';
import { optionalBoolean, optionalInteger, optionalString, readJsonObject, type JsonObject } from '../json-body.js';

const MAX_KEYS = 1000;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ObjectEntry {
  id: string;
  name: string;
  metadata: unknown;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
}

interface Entry {
  /** Folders (common prefixes) have no row. */
  row: ObjectEntry | null;
  name: string;
  key: string;
}

interface Cursor {
  name: string;
  value: string | null;
}

interface ListV2Query {
  prefix: string;
  limit: number;
  delimited: boolean;
  column: SortColumn;
  ascending: boolean;
  cursor: Cursor | null;
}

function readCursor(raw: string | undefined): Cursor | null {
  if (raw === undefined || raw === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string') {
      const sortValue = 'value' in value && typeof value.value === 'string' ? value.value : null;
      return { name: value.name, value: sortValue };
    }
  } catch {
    // reported below
  }
  throw invalidRequest('Invalid parameter: continuation token');
}

function readQuery(body: JsonObject): ListV2Query {
  const sortBy = body.sortBy;
  let column: SortColumn = 'name';
  let ascending = true;
  if (sortBy !== undefined && sortBy !== null) {
    if (typeof sortBy !== 'object' || Array.isArray(sortBy)) throw invalidRequest('body/sortBy must be object');
    const given = 'column' in sortBy ? sortBy.column : undefined;
    const known = SORT_COLUMNS.find((candidate) => candidate === given);
    if (known === undefined) {
      throw invalidRequest(`body/sortBy/column must be equal to one of the allowed values: ${SORT_COLUMNS.join(', ')}`);
    }
    const order = 'order' in sortBy ? sortBy.order : undefined;
    if (order !== undefined && order !== 'asc' && order !== 'desc') {
      throw invalidRequest('body/sortBy/order must be equal to one of the allowed values: asc, desc');
    }
    column = known;
    ascending = order !== 'desc';
  }
  return {
    prefix: optionalString(body, 'prefix') ?? '',
    limit: Math.min(optionalInteger(body, 'limit', 1, Number.MAX_SAFE_INTEGER) ?? MAX_KEYS, MAX_KEYS),
    delimited: optionalBoolean(body, 'with_delimiter') ?? false,
    column,
    ascending,
    cursor: readCursor(optionalString(body, 'cursor')),
  };
}

function sortValue(entry: Entry, column: SortColumn): string | null {
  if (column === 'name' || entry.row === null) return null;
  const date = entry.row[column];
  return date ? date.toISOString() : null;
}

/**
 * By sort value, then name in binary (C collation) order; folders have no date and, as NULLs in
 * Postgres, sort after every date (first when descending).
 */
function compare(a: Cursor, b: Cursor): number {
  if (a.value !== b.value) {
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return a.value < b.value ? -1 : 1;
  }
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * `POST /object/list-v2/{bucket}` `{prefix, limit, cursor, with_delimiter, sortBy}`: the objects
 * under `prefix` the caller may see, with folders (common prefixes) when delimited, one page at a
 * time with an opaque cursor, as Storage's `listObjectsV2` answers.
 */
export async function listObjectsV2(call: StorageCall, bucket: string): Promise<EmuResponse> {
  const query = readQuery(readJsonObject(call.request));
  const rows = await asCaller(
    call,
    async (tx) =>
      (
        await tx.query<ObjectEntry>(
          `select id, name, metadata, updated_at, created_at, last_accessed_at
             from storage.objects where bucket_id = $1 and name like $2 escape '\\'`,
          [bucket, `${escapeLike(query.prefix)}%`],
        )
      ).rows,
    { readOnly: true },
  );

  const level = query.prefix === '' ? 1 : query.prefix.split('/').length;
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    const rest = row.name.slice(query.prefix.length);
    const slash = query.delimited ? rest.indexOf('/') : -1;
    const key = row.name.split('/')[level - 1] ?? row.name;
    if (slash < 0) {
      entries.push({ row, name: row.name, key });
      continue;
    }
    const folder = row.name.slice(0, query.prefix.length + slash + 1);
    if (folders.has(folder)) continue;
    folders.add(folder);
    entries.push({ row: null, name: folder, key });
  }

  const direction = query.ascending ? 1 : -1;
  const keyOf = (entry: Entry): Cursor => ({ name: entry.name, value: sortValue(entry, query.column) });
  entries.sort((a, b) => direction * compare(keyOf(a), keyOf(b)));
  const cursor = query.cursor;
  const after = cursor ? entries.filter((entry) => direction * compare(keyOf(entry), cursor) > 0) : entries;
  const page = after.slice(0, query.limit);
  const hasNext = after.length > query.limit;
  const last = page.at(-1);

  return json(200, {
    hasNext,
    ...(hasNext && last
      ? {
          nextCursor: Buffer.from(JSON.stringify(keyOf(last))).toString('base64url'),
          nextCursorKey: last.name,
        }
      : {}),
    folders: page.filter((entry) => entry.row === null).map((entry) => ({ key: entry.key, name: entry.name })),
    objects: page.flatMap((entry) =>
      entry.row === null ? [] : [query.delimited ? { ...entry.row, key: entry.key } : entry.row],
    ),
  });
}

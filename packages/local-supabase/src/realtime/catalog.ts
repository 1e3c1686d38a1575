import type { Database } from '../db/engine.js';

export const PUBLICATION = 'supabase_realtime';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, as Supabase reports it in `columns` (int8, bool, _text, ...). */
  type: string;
  /** format_type() of the column, usable in a cast. */
  sqlType: string;
}

export interface TableInfo {
  schema: string;
  name: string;
  /** "schema.name", unquoted: the key subscriptions and changes are matched by. */
  key: string;
  /** Quoted, ready for SQL. */
  qualified: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  rlsEnabled: boolean;
  replicaIdentityFull: boolean;
}

interface TableRow {
  schema: string;
  name: string;
  rls: boolean;
  replident: string;
  columns: { name: string; type: string; sqlType: string }[];
  pk: string[] | null;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The tables of the `supabase_realtime` publication with what change delivery needs to know
 * about them, read once at start (migrations only run before services start), plus a cache of
 * which columns each role may select.
 */
export class Catalog {
  private byKey = new Map<string, TableInfo>();
  private selectable = new Map<string, Promise<ReadonlySet<string>>>();

  constructor(private readonly pg: Database) {}

  async load(): Promise<void> {
    const { rows } = await this.pg.query<TableRow>(
      `select n.nspname as schema, c.relname as name, c.relrowsecurity as rls, c.relreplident::text as replident,
              (select coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname,
                        'sqlType', format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]'::jsonb)
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
              (select array_agg(a.attname::text order by k.ord)
                 from pg_index i
                 cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
                 join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                where i.indrelid = c.oid and i.indisprimary) as pk
         from pg_publication_tables p
         join pg_namespace n on n.nspname = p.schemaname
         join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
        where p.pubname = $1
        order by 1, 2`,
      [PUBLICATION],
    );
    this.byKey = new Map(
      rows.map((row) => {
        const info: TableInfo = {
          schema: row.schema,
          name: row.name,
          key: `${row.schema}.${row.name}`,
          qualified: `${quoteIdent(row.schema)}.${quoteIdent(row.name)}`,
          columns: row.columns,
          primaryKey: row.pk ?? [],
          rlsEnabled: row.rls,
          replicaIdentityFull: row.replident === 'f',
        };
        return [info.key, info];
      }),
    );
    this.selectable.clear();
  }

  tables(): TableInfo[] {
    return [...this.byKey.values()];
  }

  table(key: string): TableInfo | undefined {
    return this.byKey.get(key);
  }

  /** Columns of `table` the role may select (has_column_privilege), cached per role and table. */
  selectableColumns(role: string, table: TableInfo): Promise<ReadonlySet<string>> {
    const cacheKey = `${role}\u0000${table.key}`;
    let cached = this.selectable.get(cacheKey);
    if (!cached) {
      cached = this.pg
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a
            where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
              and has_column_privilege($2, a.attrelid, a.attname, 'SELECT')`,
          [table.qualified, role],
        )
        .then(({ rows }) => new Set(rows.map((row) => row.name)));
      void cached.catch(() => this.selectable.delete(cacheKey));
      this.selectable.set(cacheKey, cached);
    }
    return cached;
  }
}

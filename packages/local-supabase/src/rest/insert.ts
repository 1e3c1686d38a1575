import type { EmuResponse } from '../http/types.js';
import type { Relation } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { preferenceApplied } from './negotiate.js';
import { checkColumns, parseColumnsParam, readInsertPayload, type InsertPayload } from './payload.js';
import { checkSingle, locationHeader, planReturning, qualifiedTable } from './returning.js';
import { SOURCE, type StatementRow } from './shape.js';
import { ident, Params } from './sql.js';

interface Group {
  columns: string[];
  /** The group's rows as a JSON array text. */
  json: string;
}

function singleGroup(payload: InsertPayload): Group {
  return { columns: payload.columns, json: payload.text };
}

/** PostgREST's trick to tell inserted from merged rows: count candidates up, conflicting updates down. */
const COUNT_UP = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const COUNT_DOWN = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

function conflictTarget(request: RestRequest, relation: Relation): string[] {
  if (request.prefs.resolution === null) return [];
  if (request.params.onConflict === null) return relation.primaryKey;
  const names = parseColumnsParam(request.params.onConflict, 'on_conflict parameter');
  checkColumns(relation, names);
  return names;
}

/**
 * With `missing=default` a key missing from a row takes the column's default. Like PostgREST, the
 * defaults are evaluated for every row (an identity's sequence advances even where a value is given).
 */
function valuesWithDefaults(relation: Relation, group: Group, payload: string): { select: string; from: string } {
  const names = group.columns;
  const defaults = names.map((name) => `${relation.columnMap.get(name)?.defaultSql ?? 'null'} as ${ident(name)}`);
  const values = names.map(
    (name) =>
      `case when pgrst_row.value::jsonb ? ${literal(name)} then pgrst_body.${ident(name)} else pgrst_default.${ident(name)} end`,
  );
  return {
    select: values.join(', '),
    from:
      `json_array_elements(${payload}::json) with ordinality pgrst_row(value, n), ` +
      `lateral json_populate_record(null::${qualifiedTable(relation)}, pgrst_row.value) pgrst_body, ` +
      `lateral (select ${defaults.join(', ')} where pgrst_row.n > 0 offset 0) pgrst_default`,
  };
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function insertSql(
  group: Group,
  relation: Relation,
  target: string[],
  request: RestRequest,
  params: Params,
  returning: string,
): string {
  const table = qualifiedTable(relation);
  const payload = params.add(group.json);
  const merge = request.prefs.resolution === 'merge-duplicates' && target.length > 0;
  const where = merge ? ` where ${COUNT_UP}` : '';
  const columns = group.columns.map(ident);
  const withDefaults = request.prefs.missing === 'default' && columns.length > 0;
  const source = withDefaults
    ? valuesWithDefaults(relation, group, payload)
    : {
        select: columns.map((c) => `pgrst_body.${c}`).join(', '),
        from: `json_populate_recordset(null::${table}, ${payload}::json) pgrst_body`,
      };
  const order = withDefaults ? ' order by pgrst_row.n' : '';
  const head =
    columns.length === 0
      ? `insert into ${table} select from json_array_elements(${payload}::json)${where}`
      : `insert into ${table} (${columns.join(', ')}) select ${source.select} from ${source.from}${where}${order}`;
  let conflict = '';
  if (target.length > 0) {
    const on = ` on conflict (${target.map(ident).join(', ')})`;
    conflict =
      merge && columns.length > 0
        ? `${on} do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')} where ${COUNT_DOWN}`
        : `${on} do nothing`;
  }
  return `${head}${conflict} returning ${returning}`;
}

/** POST on a table or view: insert, or upsert with `Prefer: resolution=…`. */
export async function insertRows(request: RestRequest, relation: Relation): Promise<EmuResponse> {
  const { prefs } = request;
  const table = qualifiedTable(relation);
  const payload = readInsertPayload(request.body, relation, request.params.columns);
  const target = conflictTarget(request, relation);
  const params = new Params();
  const returning = planReturning(request, relation, table, params);
  const source = `${SOURCE} as (${insertSql(singleGroup(payload), relation, target, request, params, returning.list)})`;
  const sql = `with ${source} ${returning.outer}`;
  const merge = prefs.resolution === 'merge-duplicates' && target.length > 0;

  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, params);
      const rows = row.page_total;
      checkSingle(request, rows);
      let status = 201;
      if (merge) {
        const inserted = await tx.query<{ n: string | null }>(
          `select nullif(current_setting('pgrst.inserted', true), '') as n`,
        );
        if (Number(inserted.rows[0]?.n ?? '0') <= 0) status = 200;
      }
      const headers = {
        'content-range': `*/${prefs.count === null ? '*' : String(rows)}`,
        'preference-applied': preferenceApplied(prefs, [
          ...(target.length > 0 ? ['resolution'] : []),
          'return',
          'count',
          'missing',
          'handling',
          'tx',
        ]),
        location: prefs.return === 'headers-only' ? locationHeader(relation, row.body, rows) : null,
      };
      return respond(request, status, returning.representation ? (row.body ?? 'null') : null, headers);
    },
    false,
  );
}

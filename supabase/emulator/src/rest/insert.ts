import type { EmuResponse } from '../http/types.js';
import type { Relation } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { preferenceApplied } from './negotiate.js';
import { checkColumns, parseColumnsParam, readInsertPayload, type InsertPayload, type JsonObject } from './payload.js';
import { checkSingle, locationHeader, planReturning, qualifiedTable } from './returning.js';
import { SOURCE, type StatementRow } from './shape.js';
import { ident, Params } from './sql.js';

interface Group {
  columns: string[];
  /** The group's rows as a JSON array text. */
  json: string;
}

/** With missing=default each row only sets its own keys, so rows are inserted in groups of equal keys. */
function groupRows(payload: InsertPayload, applyDefaults: boolean): Group[] {
  if (!applyDefaults || payload.rows.length === 0) return [{ columns: payload.columns, json: payload.text }];
  const groups = new Map<string, { columns: string[]; rows: JsonObject[] }>();
  for (const row of payload.rows) {
    const present = payload.columns.filter((column) => Object.hasOwn(row, column));
    const key = present.join('\u0000');
    const group = groups.get(key) ?? { columns: present, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ columns: group.columns, json: JSON.stringify(group.rows) }));
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

function insertSql(
  group: Group,
  table: string,
  target: string[],
  request: RestRequest,
  params: Params,
  returning: string,
): string {
  const payload = params.add(group.json);
  const merge = request.prefs.resolution === 'merge-duplicates' && target.length > 0;
  const where = merge ? ` where ${COUNT_UP}` : '';
  const columns = group.columns.map(ident);
  const head =
    columns.length === 0
      ? `insert into ${table} select from json_array_elements(${payload}::json)${where}`
      : `insert into ${table} (${columns.join(', ')}) select ${columns.map((c) => `pgrst_body.${c}`).join(', ')} ` +
        `from json_populate_recordset(null::${table}, ${payload}::json) pgrst_body${where}`;
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
  const groups = groupRows(payload, prefs.missing === 'default');
  const writes = groups.map((group) => insertSql(group, table, target, request, params, returning.list));
  const source =
    writes.length === 1
      ? `${SOURCE} as (${writes[0] ?? ''})`
      : `${writes.map((sql, i) => `pgrst_g${i} as (${sql})`).join(', ')}, ${SOURCE} as (${writes
          .map((_, i) => `select * from pgrst_g${i}`)
          .join(' union all ')})`;
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

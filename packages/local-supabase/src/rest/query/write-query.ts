import type { Relation } from '../catalog.js';
import type { Preferences } from '../request/negotiate.js';
import type { DeletePlan, InsertPlan, RowFilter, UpdatePlan } from '../plan/write-plan.js';
import { SOURCE } from './shape.js';
import { ident, qualifiedTable, type Params } from './sql.js';
import { renderOrder, renderWhere } from './where.js';

/** PostgREST's trick to tell inserted from merged rows: count candidates up, conflicting updates down. */
const COUNT_UP = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const COUNT_DOWN = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

/**
 * With `missing=default` a key missing from a row takes the column's default. Like PostgREST, the
 * defaults are evaluated for every row (an identity's sequence advances even where a value is given).
 */
function valuesWithDefaults(
  relation: Relation,
  group: { columns: string[] },
  payload: string,
): { select: string; from: string } {
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

function insertSql(plan: InsertPlan, missing: Preferences['missing']): string {
  const { relation, params, merge, conflict: target } = plan;
  const group = { columns: plan.payload.columns, json: plan.payload.text };
  const table = qualifiedTable(relation);
  const payload = params.add(group.json);
  const where = merge ? ` where ${COUNT_UP}` : '';
  const columns = group.columns.map(ident);
  const withDefaults = missing === 'default' && columns.length > 0;
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
  return `${head}${conflict} returning ${plan.returning.list}`;
}

/** `with pgrst_source as (insert … returning …) select total, page_total, body`. */
export function insertQuery(plan: InsertPlan, missing: Preferences['missing']): string {
  return `with ${SOURCE} as (${insertSql(plan, missing)}) ${plan.returning.outer}`;
}

/** ` where …` of a PATCH/DELETE; with limit/offset, the rows picked by ctid in the requested order. */
function rowFilterSql(filter: RowFilter, table: string, params: Params): string {
  const where = renderWhere(filter.conditions, filter.resolve, params);
  const { page } = filter;
  if (page.limit === null && page.offset === 0n) return where;
  const order = renderOrder(filter.order, filter.resolve);
  const limit = page.limit === null ? '' : ` limit ${params.add(page.limit.toString())}`;
  const offset = page.offset === 0n ? '' : ` offset ${params.add(page.offset.toString())}`;
  return ` where ${table}.ctid = any(array(select ${table}.ctid from ${table}${where}${order}${limit}${offset}))`;
}

export function updateQuery(plan: UpdatePlan, missing: Preferences['missing']): string {
  const { relation, params, returning, payload } = plan;
  const table = qualifiedTable(relation);
  const where = rowFilterSql(plan.filter, table, params);
  let write: string;
  if (payload.columns.length === 0) {
    write = `select ${returning.list} from ${table}${where} and false`;
  } else {
    const body = params.add(payload.text);
    const assignments = payload.columns.map((name) =>
      missing === 'default' && !Object.hasOwn(payload.row, name)
        ? `${ident(name)} = default`
        : `${ident(name)} = pgrst_body.${ident(name)}`,
    );
    write =
      `update ${table} set ${assignments.join(', ')} ` +
      `from (select * from json_populate_record(null::${table}, ${body}::json)) pgrst_body${where} returning ${returning.list}`;
  }
  return `with ${SOURCE} as (${write}) ${returning.outer}`;
}

export function deleteQuery(plan: DeletePlan): string {
  const table = qualifiedTable(plan.relation);
  const where = rowFilterSql(plan.filter, table, plan.params);
  return `with ${SOURCE} as (delete from ${table}${where} returning ${plan.returning.list}) ${plan.returning.outer}`;
}

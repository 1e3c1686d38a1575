import type { Routine } from '../catalog.js';
import type { ApiRequest } from '../request/api-request.js';
import type { Args, CallPlan, ResultPlan } from '../plan/call-plan.js';
import { takesWholeBody } from '../plan/routine-match.js';
import type { JsonObject } from '../request/payload.js';
import { bodySql, cappedSelect, SOURCE, sourceColumns } from './shape.js';
import { ident, type Params } from './sql.js';
import { renderOrder } from './where.js';
import { groupBySql, levelWhere, limitOffsetSql } from './clauses.js';

const JSON_TYPES = new Set(['json', 'jsonb']);

interface Call {
  from: string;
  call: string;
}

/** `fn(a := pgrst_args.a, …)` with the arguments converted by Postgres from JSON (json_to_record). */
function callSql(routine: Routine, args: Args, params: Params): Call {
  const fn = `${ident(routine.schema)}.${ident(routine.name)}`;
  if (takesWholeBody(routine)) {
    const type = routine.params[0]?.type ?? 'json';
    return { from: '', call: `${fn}(${params.add(args.text)}::${type})` };
  }
  const given = routine.params.filter((p) => Object.hasOwn(args.value as JsonObject, p.name));
  if (given.length === 0) return { from: '', call: `${fn}()` };
  const [unnamed] = given;
  if (unnamed?.name === '') {
    // One unnamed parameter (text, xml, bytea, json): the value of the "" key, passed by position.
    const arrow = JSON_TYPES.has(unnamed.type) ? '->' : '->>';
    return { from: '', call: `${fn}((${params.add(args.text)}::json ${arrow} '')::${unnamed.type})` };
  }
  const record = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const from = `json_to_record(${params.add(args.text)}::json) as pgrst_args(${record})`;
  const named = given.map((p) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`);
  return { from, call: `${fn}(${named.join(', ')})` };
}

/** The call as a row source named `pgrst_call`. */
function callSource(routine: Routine, call: Call): string {
  if (routine.returns.kind === 'composite')
    return `${call.from ? `${call.from}, lateral ` : ''}${call.call} pgrst_call`;
  const from = call.from ? ` from ${call.from}` : '';
  return `(select ${call.call} as ${ident(routine.name)}${from}) pgrst_call`;
}

/** The JSON body of the result: a set answers an array, one composite or scalar value itself. */
function resultBody(request: Pick<ApiRequest, 'method' | 'output'>, routine: Routine, result: ResultPlan): string {
  const { returns } = routine;
  if (request.method === 'HEAD') return 'null';
  if (returns.kind === 'composite') {
    return bodySql(result.select, returns.setOf ? request.output : { ...request.output, single: true });
  }
  return returns.kind === 'scalar' && returns.setOf
    ? `(select coalesce(json_agg(pgrst_c0), '[]') from ${SOURCE})::text`
    : `coalesce((select to_json(pgrst_c0) from ${SOURCE})::text, 'null')`;
}

/**
 * The statement of a call: `select fn(…)` for a void function, else `total, page_total, body` of
 * its result with filters, order and paging applied.
 */
export function callQuery(request: Pick<ApiRequest, 'method' | 'output' | 'prefs'>, plan: CallPlan): string {
  const { routine, params, result } = plan;
  const call = callSql(routine, plan.args, params);
  if (result === null) return `select ${call.call}${call.from ? ` from ${call.from}` : ''}`;
  const source = callSource(routine, call);
  const { select } = result;
  const where = levelWhere(result.conditions, select, result.resolve, params);
  const order = renderOrder(result.order, result.resolve);
  // Counting needs the whole result: it is computed once into pgrst_call_all, then paged.
  const counting = request.prefs.count !== null;
  const rows = `${counting ? 'pgrst_call_all pgrst_call' : source}${select.joins.join('')}`;
  const paged = `select ${sourceColumns(select)} from ${rows}${where}${groupBySql(select)}${order}${limitOffsetSql(result.page, params)}`;
  const ctes = counting
    ? `pgrst_call_all as (select pgrst_call.* from ${source}), ${SOURCE} as (${paged})`
    : `${SOURCE} as (${paged})`;
  const total = counting ? `(select count(*) from ${rows}${where})` : 'null';
  return `with ${ctes} ${cappedSelect(total, `(select count(*) from ${SOURCE})`, resultBody(request, routine, result))}`;
}

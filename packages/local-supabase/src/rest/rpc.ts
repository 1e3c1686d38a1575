import type { EmuResponse } from '../http/types.js';
import type { Column, Routine } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { invalidBody, RestError } from './errors.js';
import { checkMaxAffected } from './mutate.js';
import { parseFilter } from './filter-parser.js';
import { parseOrder } from './order-parser.js';
import { checkValueNesting } from './nesting.js';
import { parseJsonBody, type JsonObject } from './payload.js';
import type { KeyValue } from './query-params.js';
import { requestedPage, type Page } from './range.js';
import { relationKey, type Relation, type Snapshot } from './catalog.js';
import { rootScopeless, scopeResolver, type Scope, type SelectPlan } from './plan.js';
import { groupBySql, levelWhere, limitOffsetSql, planRequestSelect, readResponse } from './read.js';
import { isCallable, matchRoutine, takesWholeBody } from './routine-match.js';
import { bodySql, cappedSelect, SOURCE, sourceColumns, type StatementRow } from './shape.js';
import { ident, Params } from './sql.js';
import { parseConditions, renderOrder } from './where.js';

/** For GET, PostgREST treats a parameter whose value is not an operator expression as an argument. */
function splitGetParams(filters: KeyValue[]): { args: JsonObject; filters: KeyValue[] } {
  const args: JsonObject = {};
  const rest: KeyValue[] = [];
  for (const item of filters) {
    try {
      parseFilter(item.key, item.value);
      rest.push(item);
    } catch (error) {
      if (!(error instanceof RestError) || error.code !== 'PGRST100') throw error;
      checkValueNesting(item.value);
      args[item.key] = item.value;
    }
  }
  return { args, filters: rest };
}

interface Args {
  value: unknown;
  /** The arguments as JSON text for Postgres (the body as sent, for POST). */
  text: string;
  filters: KeyValue[];
}

function readArgs(request: RestRequest): Args {
  if (request.method !== 'POST') {
    const { args, filters } = splitGetParams(request.params.filters);
    return { value: args, text: JSON.stringify(args), filters };
  }
  if (request.body.toString('utf8').trim() === '') return { value: {}, text: '{}', filters: request.params.filters };
  const { value, text } = parseJsonBody(request.body);
  return { value, text, filters: request.params.filters };
}

const JSON_TYPES = new Set(['json', 'jsonb']);

/** `fn(a := pgrst_args.a, …)` with the arguments converted by Postgres from JSON (json_to_record). */
function callSql(routine: Routine, args: Args, params: Params): { from: string; call: string } {
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

/** The call as a row source named `pgrst_call`, with the columns filters, order and select may use. */
function callSource(routine: Routine, call: { from: string; call: string }): { from: string; columns: Column[] } {
  const { returns } = routine;
  if (returns.kind === 'composite') {
    return { from: `${call.from ? `${call.from}, lateral ` : ''}${call.call} pgrst_call`, columns: returns.columns };
  }
  const type = returns.kind === 'scalar' ? returns.type : 'void';
  const from = call.from ? ` from ${call.from}` : '';
  return {
    from: `(select ${call.call} as ${ident(routine.name)}${from}) pgrst_call`,
    columns: [{ name: routine.name, type, hasDefault: false }],
  };
}

/** The relation a function's rows belong to: its table or view (so embedding works), else its own columns. */
function resultRelation(snapshot: Snapshot, routine: Routine, columns: Column[]): Relation {
  const { returnRelation } = routine;
  const known = returnRelation
    ? snapshot.relations.get(relationKey(returnRelation.schema, returnRelation.name))
    : undefined;
  if (known) return known;
  return {
    schema: routine.schema,
    name: routine.name,
    isTable: false,
    columns,
    columnMap: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [],
    uniqueKeys: [],
  };
}

/** Selects `total, page_total, body` for a function's result, with filters, order and paging applied. */
function resultStatement(
  request: RestRequest,
  routine: Routine,
  source: { from: string; columns: Column[] },
  filters: KeyValue[],
  page: Page,
  params: Params,
): string {
  const { returns } = routine;
  const scope: Scope = {
    ...rootScopeless(resultRelation(request.snapshot, routine, source.columns), 'pgrst_call'),
    label: routine.name,
  };
  const head = request.method === 'HEAD';
  let plan: SelectPlan;
  let body: string;
  if (returns.kind === 'composite') {
    plan = planRequestSelect(request, scope, params);
    // A function returning one composite value answers an object, a set an array.
    body = head ? 'null' : bodySql(plan, returns.setOf ? request.output : { ...request.output, single: true });
  } else {
    plan = {
      expressions: [`pgrst_call.${ident(routine.name)}`],
      names: [routine.name],
      joins: [],
      conditions: [],
      groupBy: null,
      embedRefs: new Map(),
    };
    const setOf = returns.kind === 'scalar' && returns.setOf;
    body = head
      ? 'null'
      : setOf
        ? `(select coalesce(json_agg(pgrst_c0), '[]') from ${SOURCE})::text`
        : `coalesce((select to_json(pgrst_c0) from ${SOURCE})::text, 'null')`;
  }
  const resolve = scopeResolver(scope, request.snapshot, plan.embedRefs);
  const where = levelWhere(parseConditions(filters, request.params.logic), plan, resolve, params);
  const order =
    request.params.order === null ? '' : renderOrder(parseOrder(request.params.order, routine.name), resolve);
  // Counting needs the whole result: it is computed once into pgrst_call_all, then paged.
  const counting = request.prefs.count !== null;
  const rows = `${counting ? 'pgrst_call_all pgrst_call' : source.from}${plan.joins.join('')}`;
  const paged = `select ${sourceColumns(plan)} from ${rows}${where}${groupBySql(plan)}${order}${limitOffsetSql(page, params)}`;
  const ctes = counting
    ? `pgrst_call_all as (select pgrst_call.* from ${source.from}), ${SOURCE} as (${paged})`
    : `${SOURCE} as (${paged})`;
  const total = counting ? `(select count(*) from ${rows}${where})` : 'null';
  return `with ${ctes} ${cappedSelect(total, `(select count(*) from ${SOURCE})`, body)}`;
}

/** POST/GET/HEAD `/rpc/<fn>`. */
export async function callRoutine(request: RestRequest, name: string, routines: Routine[]): Promise<EmuResponse> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
  }
  const args = readArgs(request);
  const isObject = typeof args.value === 'object' && args.value !== null && !Array.isArray(args.value);
  const keys = isObject ? Object.keys(args.value as JsonObject) : [];
  const otherNames = [...request.snapshot.routines.values()].flatMap((list) =>
    list.filter((routine) => routine.schema === request.schema && isCallable(routine)).map((routine) => routine.name),
  );
  const routine = matchRoutine(request.schema, name, routines, keys, request.method === 'POST', otherNames);
  if (!isObject && !takesWholeBody(routine)) throw invalidBody();
  const readOnly = request.method !== 'POST' || routine.readOnly;
  const params = new Params();
  const call = callSql(routine, args, params);

  if (routine.returns.kind === 'void') {
    const sql = `select ${call.call}${call.from ? ` from ${call.from}` : ''}`;
    return inTransaction(
      request,
      async (tx) => {
        await tx.query(sql, params.values);
        return respond(request, 204, null);
      },
      readOnly,
    );
  }
  const range = request.method === 'GET' ? request.headers.range : undefined;
  const page = requestedPage(request.params.limit, request.params.offset, range);
  const sql = resultStatement(request, routine, callSource(routine, call), args.filters, page, params);
  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, params);
      checkMaxAffected(request, row.page_total);
      return readResponse(request, page, row);
    },
    readOnly,
  );
}

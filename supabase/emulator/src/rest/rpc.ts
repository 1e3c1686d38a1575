import type { EmuResponse } from '../http/types.js';
import type { Column, Routine } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { invalidBody, RestError } from './errors.js';
import { parseFilter } from './filter-parser.js';
import { parseOrder } from './order-parser.js';
import { checkValueNesting } from './nesting.js';
import { parseJsonBody, type JsonObject } from './payload.js';
import type { KeyValue } from './query-params.js';
import { requestedPage } from './range.js';
import { limitOffsetSql, readResponse } from './read.js';
import { matchRoutine, takesWholeBody } from './routine-match.js';
import { parseSelect } from './select-parser.js';
import {
  bodySql,
  columnResolver,
  project,
  SOURCE,
  sourceColumns,
  type Projection,
  type StatementRow,
} from './shape.js';
import { ident, Params } from './sql.js';
import { parseConditions, renderOrder, renderWhere } from './where.js';

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

/** `fn(a := pgrst_args.a, …)` with the arguments converted by Postgres from JSON (json_to_record). */
function callSql(routine: Routine, args: Args, params: Params): { from: string; call: string } {
  const fn = `"public".${ident(routine.name)}`;
  if (takesWholeBody(routine)) {
    const type = routine.params[0]?.type ?? 'json';
    return { from: '', call: `${fn}(${params.add(args.text)}::${type})` };
  }
  const given = routine.params.filter((p) => Object.hasOwn(args.value as JsonObject, p.name));
  if (given.length === 0) return { from: '', call: `${fn}()` };
  const record = given.map((p) => `${ident(p.name)} ${p.type}`).join(', ');
  const from = `json_to_record(${params.add(args.text)}::json) as pgrst_args(${record})`;
  const named = given.map((p) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} := pgrst_args.${ident(p.name)}`);
  return { from, call: `${fn}(${named.join(', ')})` };
}

function scalarBody(routine: Routine & { returns: { kind: 'scalar' } }, method: string): string {
  if (method === 'HEAD') return 'null';
  return routine.returns.setOf
    ? `(select coalesce(json_agg(pgrst_c0), '[]') from ${SOURCE})::text`
    : `coalesce((select to_json(pgrst_c0) from ${SOURCE})::text, 'null')`;
}

/** POST/GET/HEAD `/rpc/<fn>`. */
export async function callRoutine(request: RestRequest, name: string, routines: Routine[]): Promise<EmuResponse> {
  if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
  }
  const args = readArgs(request);
  const { filters } = args;
  const jsonBody = request.method === 'POST';
  const isObject = typeof args.value === 'object' && args.value !== null && !Array.isArray(args.value);
  const routine = matchRoutine(name, routines, isObject ? Object.keys(args.value as JsonObject) : [], jsonBody);
  if (!isObject && !takesWholeBody(routine)) throw invalidBody();
  const params = new Params();
  const { from, call } = callSql(routine, args, params);
  const readOnly = request.method !== 'POST' || routine.readOnly;
  const returns = routine.returns;

  if (returns.kind === 'void') {
    const sql = `select ${call}${from ? ` from ${from}` : ''}`;
    return inTransaction(
      request,
      async (tx) => {
        await tx.query(sql, params.values);
        return respond(request, 204, null);
      },
      readOnly,
    );
  }

  const lateral = from ? `${from}, lateral ` : '';
  const columns: Column[] =
    returns.kind === 'composite' ? returns.columns : [{ name: routine.name, type: returns.type, hasDefault: false }];
  const callFrom =
    returns.kind === 'composite'
      ? `${lateral}${call} pgrst_call`
      : `(select ${call} as ${ident(routine.name)}${from ? ` from ${from}` : ''}) pgrst_call`;
  const resolve = columnResolver(routine.name, new Map(columns.map((c) => [c.name, c])), 'pgrst_call');
  const conditions = parseConditions(filters, request.params.logic);
  const order = request.params.order === null ? [] : parseOrder(request.params.order, routine.name);
  const range = request.method === 'GET' ? request.headers.range : undefined;
  const page = requestedPage(request.params.limit, request.params.offset, range);

  const where = renderWhere(conditions, resolve, params);
  const orderSql = renderOrder(order, resolve);
  const counting = request.prefs.count !== null;
  const base = counting ? `pgrst_call_all pgrst_call` : callFrom;
  let projection: Projection;
  let body: string;
  if (returns.kind === 'composite') {
    projection = project(parseSelect(request.params.select ?? '*', routine.name), returns.columns, resolve);
    const output = returns.setOf ? request.output : { ...request.output, single: true };
    body = request.method === 'HEAD' ? 'null' : bodySql(projection, output);
  } else {
    projection = { expressions: [resolve(routine.name)], names: [routine.name] };
    body = scalarBody({ ...routine, returns }, request.method);
  }
  const source = `select ${sourceColumns(projection)} from ${base}${where}${orderSql}${limitOffsetSql(page, params)}`;
  const ctes = counting
    ? `pgrst_call_all as (select pgrst_call.* from ${callFrom}), ${SOURCE} as (${source})`
    : `${SOURCE} as (${source})`;
  const total = counting ? `(select count(*) from pgrst_call_all pgrst_call${where})` : 'null';
  const sql = `with ${ctes} select ${total} as total, (select count(*) from ${SOURCE}) as page_total, ${body} as body`;

  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, params);
      return readResponse(request, page, row);
    },
    readOnly,
  );
}

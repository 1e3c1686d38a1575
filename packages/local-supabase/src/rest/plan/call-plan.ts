import { relationKey, type Column, type Relation, type Routine, type Snapshot } from '../catalog.js';
import { invalidBody, RestError } from '../errors.js';
import { parseFilter } from '../request/filter-parser.js';
import { checkValueNesting } from '../request/nesting.js';
import { parseOrder, type OrderTerm } from '../request/order-parser.js';
import { parseJsonBody, type JsonObject } from '../request/payload.js';
import { rootScopeless, scopeResolver, type Scope, type SelectPlan } from './embed-plan.js';
import type { KeyValue } from '../request/query-params.js';
import { requestedPage, type Page } from '../request/range.js';
import { isCallable, matchRoutine, takesWholeBody } from './routine-match.js';
import { ident, Params, type ColumnResolver } from '../query/sql.js';
import { parseConditions, renderOrder, renderWhere, type Conditions } from '../query/where.js';
import type { PlanInput } from './plan-input.js';
import { planRequestSelect } from './select-plan.js';

export interface Args {
  value: unknown;
  /** The arguments as JSON text for Postgres (the body as sent, for POST). */
  text: string;
  filters: KeyValue[];
}

/** How a function's rows are selected, filtered, ordered and paged (none for a void function). */
export interface ResultPlan {
  scope: Scope;
  /** The columns answered: the `select=` of a composite result, else the function's one value. */
  select: SelectPlan;
  resolve: ColumnResolver;
  conditions: Conditions;
  order: OrderTerm[];
  page: Page;
}

/** POST/GET/HEAD `/rpc/<fn>`: the overload called, its arguments and, unless void, its result plan. */
export interface CallPlan {
  routine: Routine;
  args: Args;
  readOnly: boolean;
  result: ResultPlan | null;
  params: Params;
}

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

function readArgs(input: PlanInput): Args {
  if (input.method !== 'POST') {
    const { args, filters } = splitGetParams(input.params.filters);
    return { value: args, text: JSON.stringify(args), filters };
  }
  if (input.body.toString('utf8').trim() === '') return { value: {}, text: '{}', filters: input.params.filters };
  const { value, text } = parseJsonBody(input.body);
  return { value, text, filters: input.params.filters };
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

/** The columns of the call's row source `pgrst_call`: a composite's, else one named after the function. */
export function resultColumns(routine: Routine): Column[] {
  const { returns } = routine;
  if (returns.kind === 'composite') return returns.columns;
  const type = returns.kind === 'scalar' ? returns.type : 'void';
  return [{ name: routine.name, type, hasDefault: false }];
}

function planResult(input: PlanInput, routine: Routine, args: Args, params: Params): ResultPlan {
  const range = input.method === 'GET' ? input.headers.range : undefined;
  const page = requestedPage(input.params.limit, input.params.offset, range);
  const scope: Scope = {
    ...rootScopeless(resultRelation(input.snapshot, routine, resultColumns(routine)), 'pgrst_call'),
    label: routine.name,
  };
  const select: SelectPlan =
    routine.returns.kind === 'composite'
      ? planRequestSelect(input, scope, params)
      : {
          expressions: [`pgrst_call.${ident(routine.name)}`],
          names: [routine.name],
          joins: [],
          conditions: [],
          groupBy: null,
          embedRefs: new Map(),
        };
  const resolve = scopeResolver(scope, input.snapshot, select.embedRefs);
  const conditions = parseConditions(args.filters, input.params.logic);
  // Resolved here (a dry render) so that a wrong column answers before the order is read.
  renderWhere(conditions, resolve, new Params());
  const order = input.params.order === null ? [] : parseOrder(input.params.order, routine.name);
  renderOrder(order, resolve);
  return { scope, select, resolve, conditions, order, page };
}

export function planCall(input: PlanInput, name: string, routines: Routine[]): CallPlan {
  if (!['GET', 'HEAD', 'POST'].includes(input.method)) {
    throw new RestError(405, 'PGRST101', `Cannot use the ${input.method} method on RPC`);
  }
  const args = readArgs(input);
  const isObject = typeof args.value === 'object' && args.value !== null && !Array.isArray(args.value);
  const keys = isObject ? Object.keys(args.value as JsonObject) : [];
  const otherNames = [...input.snapshot.routines.values()].flatMap((list) =>
    list.filter((routine) => routine.schema === input.schema && isCallable(routine)).map((routine) => routine.name),
  );
  const routine = matchRoutine(input.schema, name, routines, keys, input.method === 'POST', otherNames);
  if (!isObject && !takesWholeBody(routine)) throw invalidBody();
  const readOnly = input.method !== 'POST' || routine.readOnly;
  const params = new Params();
  const result = routine.returns.kind === 'void' ? null : planResult(input, routine, args, params);
  return { routine, args, readOnly, result, params };
}

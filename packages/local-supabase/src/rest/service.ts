import type { EmuRequest, EmuResponse, EmulatorContext, Service } from '../http/types.js';
import { resolveClaims } from './auth.js';
import { relationKey, SchemaCache, type Snapshot } from './catalog.js';
import { errorResponse, RestError, tableNotFound, unsupportedMethod } from './errors.js';
import { planCall } from './plan/call-plan.js';
import { planRead } from './plan/read-plan.js';
import { planDelete, planInsert, planUpdate } from './plan/write-plan.js';
import { callQuery } from './query/call-query.js';
import { readQuery } from './query/read-query.js';
import { deleteQuery, insertQuery, updateQuery } from './query/write-query.js';
import { readApiRequest, type ApiRequest, type ApiSettings } from './request/api-request.js';
import { runCall } from './response/call-response.js';
import { runRead } from './response/read-response.js';
import type { RestRequest } from './response/transaction.js';
import { deleteShape, runInsert, runMutation, updateShape } from './response/write-response.js';

/** Plan → query → response for one request against one catalog snapshot. */
function run(request: RestRequest): Promise<EmuResponse> {
  const { target, snapshot, schema } = request;
  if (target.kind === 'rpc') {
    const plan = planCall(request, target.name, snapshot.routines.get(relationKey(schema, target.name)) ?? []);
    return runCall(request, plan, callQuery(request, plan));
  }
  const relation = snapshot.relations.get(relationKey(schema, target.name));
  if (!relation) throw tableNotFound(schema, target.name);
  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      const plan = planRead(request, relation);
      return runRead(request, plan.page, readQuery(request, plan));
    }
    case 'POST': {
      const plan = planInsert(request, relation);
      return runInsert(request, plan, insertQuery(plan, request.prefs.missing));
    }
    case 'PATCH': {
      const plan = planUpdate(request, relation);
      const sql = updateQuery(plan, request.prefs.missing);
      return runMutation(request, sql, plan.params, updateShape(request, plan.returning.representation));
    }
    case 'DELETE': {
      const plan = planDelete(request, relation);
      const sql = deleteQuery(plan);
      return runMutation(request, sql, plan.params, deleteShape(request, plan.returning.representation));
    }
    default:
      throw unsupportedMethod(request.method);
  }
}

/** A schema miss (a relation or function created since the snapshot) reloads the catalog once and retries. */
async function handle(context: EmulatorContext, cache: SchemaCache, api: ApiRequest): Promise<EmuResponse> {
  const { snapshot, version } = await cache.current();
  const at = (current: Snapshot): RestRequest => ({ ...api, pg: context.pg, snapshot: current });
  try {
    return await run(at(snapshot));
  } catch (error) {
    if (!(error instanceof RestError) || !error.schemaMiss) throw error;
    await cache.reload(version);
    const fresh = await cache.current();
    if (fresh.snapshot === snapshot) throw error;
    return run(at(fresh.snapshot));
  }
}

/** PostgREST's API for the exposed schemas, run as the caller so the migrations' RLS and grants decide. */
export function createRestService(context: EmulatorContext): Service {
  const { schemas, extraSearchPath } = context.config.project.api;
  const settings: ApiSettings = { schemas, extraSearchPath };
  const cache = new SchemaCache(context.pg, schemas);
  const authenticate = (headers: Record<string, string>) => resolveClaims(context.pg, headers, context.config.jwtKeys);
  return {
    prefix: '/rest/v1',
    async handle(request: EmuRequest) {
      try {
        return await handle(context, cache, await readApiRequest(request, settings, authenticate));
      } catch (error) {
        if (error instanceof RestError) return errorResponse(error);
        throw error;
      }
    },
  };
}

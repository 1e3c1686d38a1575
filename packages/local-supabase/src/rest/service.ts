import type { EmuRequest, EmuResponse, EmulatorContext, Service } from '../http/types.js';
import { resolveClaims } from './auth.js';
import { relationKey, SchemaCache, type Snapshot } from './catalog.js';
import type { RestRequest } from './context.js';
import { errorResponse, RestError, tableNotFound, unsupportedMethod } from './errors.js';
import { insertRows } from './insert.js';
import { deleteRows, updateRows } from './mutate.js';
import { checkStrictPreferences, negotiate, parsePrefer } from './negotiate.js';
import { readParams } from './query-params.js';
import { ident } from './sql.js';
import { readRelation } from './read.js';
import { callRoutine } from './rpc.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

type Target = { kind: 'relation'; name: string } | { kind: 'rpc'; name: string };

function invalidPath(): RestError {
  return new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

function parseTarget(path: string): Target {
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    throw invalidPath();
  }
  const [first = '', second, ...rest] = segments;
  if (first === '' && segments.length <= 1) {
    throw new RestError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  }
  if (first === 'rpc' && second !== undefined && second !== '' && rest.length === 0)
    return { kind: 'rpc', name: second };
  if (first !== '' && second === undefined) return { kind: 'relation', name: first };
  throw invalidPath();
}

/** Accept-Profile (reads) / Content-Profile (writes) choose one of the exposed schemas. */
function requestSchema(request: EmuRequest, schemas: string[]): string {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const profile = read ? request.headers['accept-profile'] : request.headers['content-profile'];
  if (profile === undefined) return schemas[0] ?? 'public';
  const schema = profile.trim();
  if (!schemas.includes(schema)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, {
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return schema;
}

function dispatch(request: RestRequest, target: Target, snapshot: Snapshot): Promise<EmuResponse> {
  if (target.kind === 'rpc') {
    const routines = snapshot.routines.get(relationKey(request.schema, target.name)) ?? [];
    return callRoutine(request, target.name, routines);
  }
  const relation = snapshot.relations.get(relationKey(request.schema, target.name));
  if (!relation) throw tableNotFound(request.schema, target.name);
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return readRelation(request, relation);
    case 'POST':
      return insertRows(request, relation);
    case 'PATCH':
      return updateRows(request, relation);
    case 'DELETE':
      return deleteRows(request, relation);
    default:
      throw unsupportedMethod(request.method);
  }
}

/**
 * The headers PostgREST passes on in `request.headers`, as hosted Supabase's gateway forwards them:
 * the caller's address in x-real-ip and appended to x-forwarded-for; a client cannot supply its own
 * cf-connecting-ip or x-real-ip.
 */
function gatewayHeaders(req: EmuRequest): Record<string, string> {
  const headers: Record<string, string> = { ...req.headers };
  Reflect.deleteProperty(headers, 'cf-connecting-ip');
  headers['x-real-ip'] = req.remoteAddress;
  const forwarded = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${req.remoteAddress}` : req.remoteAddress;
  return headers;
}

async function handle(
  context: EmulatorContext,
  cache: SchemaCache,
  schemas: string[],
  req: EmuRequest,
): Promise<EmuResponse> {
  if (!METHODS.has(req.method)) throw unsupportedMethod(req.method);
  const target = parseTarget(req.path);
  const schema = requestSchema(req, schemas);
  const claims = await resolveClaims(context.pg, req.headers, context.config.jwtKeys);
  const prefs = parsePrefer(req.headers.prefer);
  checkStrictPreferences(prefs);
  const base = {
    pg: context.pg,
    claims,
    method: req.method,
    path: target.kind === 'rpc' ? `/rpc/${target.name}` : `/${target.name}`,
    headers: gatewayHeaders(req),
    params: readParams(req.url.searchParams),
    prefs,
    output: negotiate(req.headers.accept),
    body: req.body,
    schema,
    searchPath: [schema, ...context.config.project.api.extraSearchPath].map(ident).join(', '),
  };
  const { snapshot, version } = await cache.current();
  try {
    return await dispatch({ ...base, snapshot }, target, snapshot);
  } catch (error) {
    if (!(error instanceof RestError) || !error.schemaMiss) throw error;
    await cache.reload(version);
    const fresh = await cache.current();
    if (fresh.snapshot === snapshot) throw error;
    return dispatch({ ...base, snapshot: fresh.snapshot }, target, fresh.snapshot);
  }
}

/** PostgREST's API for the exposed schemas, run as the caller so the migrations' RLS and grants decide. */
export function createRestService(context: EmulatorContext): Service {
  const { schemas } = context.config.project.api;
  const cache = new SchemaCache(context.pg, schemas);
  return {
    prefix: '/rest/v1',
    async handle(request) {
      try {
        return await handle(context, cache, schemas, request);
      } catch (error) {
        if (error instanceof RestError) return errorResponse(error);
        throw error;
      }
    },
  };
}

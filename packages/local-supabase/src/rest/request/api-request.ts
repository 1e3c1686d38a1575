import type { EmuRequest } from '../../http/types.js';
import type { JwtClaims } from '../../jwt.js';
import { RestError, unsupportedMethod } from '../errors.js';
import { checkStrictPreferences, negotiate, parsePrefer, type Output, type Preferences } from './negotiate.js';
import { readParams, type RequestParams } from './query-params.js';
import { ident } from '../query/sql.js';

/** What a request addresses: a table or view, or a function under `/rpc/`. */
export type Target = { kind: 'relation'; name: string } | { kind: 'rpc'; name: string };

/**
 * PostgREST's ApiRequest: one HTTP request read into what the later stages need, before any
 * look at the schema. The query string is split by kind here; each part's grammar is parsed by
 * the plan, in the order PostgREST reports its errors.
 */
export interface ApiRequest {
  method: string;
  target: Target;
  claims: JwtClaims;
  /** PostgREST's `request.path`, e.g. `/service-providers`. */
  path: string;
  /** The headers passed on to SQL as `request.headers` (the gateway's view of them). */
  headers: Record<string, string>;
  params: RequestParams;
  prefs: Preferences;
  output: Output;
  body: Buffer;
  /** The schema of this request (Accept-Profile / Content-Profile, else the first exposed one). */
  schema: string;
  /** PostgREST's per-request search_path: the request's schema, then config.toml's extra_search_path. */
  searchPath: string;
}

export interface ApiSettings {
  /** The exposed schemas, the first one the default. */
  schemas: string[];
  extraSearchPath: string[];
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

function invalidPath(): RestError {
  return new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

export function parseTarget(path: string): Target {
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
export function requestSchema(method: string, headers: Record<string, string>, schemas: string[]): string {
  const read = method === 'GET' || method === 'HEAD';
  const profile = read ? headers['accept-profile'] : headers['content-profile'];
  if (profile === undefined) return schemas[0] ?? 'public';
  const schema = profile.trim();
  if (!schemas.includes(schema)) {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, {
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return schema;
}

/**
 * The headers PostgREST passes on in `request.headers`, as hosted Supabase's gateway forwards them:
 * the caller's address in x-real-ip and appended to x-forwarded-for; a client cannot supply its own
 * cf-connecting-ip or x-real-ip.
 */
export function gatewayHeaders(req: EmuRequest): Record<string, string> {
  const headers: Record<string, string> = { ...req.headers };
  Reflect.deleteProperty(headers, 'cf-connecting-ip');
  headers['x-real-ip'] = req.remoteAddress;
  const forwarded = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${req.remoteAddress}` : req.remoteAddress;
  return headers;
}

/**
 * Reads the request: method, path, profile, then the caller (`authenticate`, PostgREST's JWT
 * step), then Prefer, the query string and Accept. Each failure is PostgREST's 4xx.
 */
export async function readApiRequest(
  req: EmuRequest,
  settings: ApiSettings,
  authenticate: (headers: Record<string, string>) => Promise<JwtClaims>,
): Promise<ApiRequest> {
  if (!METHODS.has(req.method)) throw unsupportedMethod(req.method);
  const target = parseTarget(req.path);
  const schema = requestSchema(req.method, req.headers, settings.schemas);
  const claims = await authenticate(req.headers);
  const prefs = parsePrefer(req.headers.prefer);
  checkStrictPreferences(prefs);
  return {
    method: req.method,
    target,
    claims,
    path: target.kind === 'rpc' ? `/rpc/${target.name}` : `/${target.name}`,
    headers: gatewayHeaders(req),
    params: readParams(req.url.searchParams),
    prefs,
    output: negotiate(req.headers.accept),
    body: req.body,
    schema,
    searchPath: [schema, ...settings.extraSearchPath].map(ident).join(', '),
  };
}

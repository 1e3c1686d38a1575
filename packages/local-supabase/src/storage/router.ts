import { RouteTable } from '../http/route-table.js';
import type { EmuRequest, EmuResponse } from '../http/types.js';
import type { StorageDeps } from './call.js';
import { resolveCaller } from './caller.js';
import { routeNotFound } from './errors.js';
import { parseBucketId, parseObjectName } from './names.js';
import type { Address, AddressKind } from './route.js';
import { STORAGE_ROUTES } from './routes.js';

const TABLE = new RouteTable(STORAGE_ROUTES);

/** Decodes the path's `:bucket` (and `*`, the still percent-encoded object path) as the route needs them. */
function address(kind: AddressKind, params: Record<string, string>): Address {
  if (kind === 'none') return { bucket: '', name: '' };
  const bucket = parseBucketId(params.bucket ?? '');
  if (kind === 'bucket') return { bucket, name: '' };
  return { bucket, name: parseObjectName((params['*'] ?? '').split('/')) };
}

/**
 * Routes below `/storage/v1` as Storage's Fastify router does (static segments win over a bucket
 * name), then runs the route: the caller's JWT first when the route needs one, then its address.
 */
export async function routeStorage(deps: StorageDeps, request: EmuRequest): Promise<EmuResponse> {
  const found = TABLE.lookup(request.method, request.path);
  if (found.kind !== 'found') return routeNotFound(request.method, request.url.pathname);
  const { route, params } = found;
  if (route.jwt === 'reserved' || (route.bucketRequired === true && params.bucket === '')) {
    return routeNotFound(request.method, request.url.pathname);
  }
  if (route.jwt === 'none') return route.run(deps, request, address(route.address, params));
  const claims = await resolveCaller(request, deps.context.config.jwtKeys, {
    allowAnonymous: route.jwt === 'optional',
  });
  return route.run({ ...deps, request, claims }, address(route.address, params));
}

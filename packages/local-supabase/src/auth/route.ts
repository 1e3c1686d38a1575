import type { EmuRequest, EmuResponse } from '../http/types.js';
import type { HttpMethod, RouteEntry } from '../http/route-table.js';
import { requireAdmin } from './admin-auth.js';
import type { AuthContext, RequestBucket } from './guards.js';

export type AuthHandler = (context: AuthContext, request: EmuRequest, params: string[]) => Promise<EmuResponse>;

/** What GoTrue's router wires in front of a handler. */
export interface AuthRouteOptions {
  /** The rate-limit bucket the request counts against (a function when the body or query decides). */
  limit?: RequestBucket | ((request: EmuRequest) => RequestBucket);
  /** GoTrue's requireAdmin: a verified JWT of an admin role (the service-role key). */
  admin?: boolean;
}

export interface AuthRoute extends AuthRouteOptions {
  handler: AuthHandler;
}

export function on(
  method: HttpMethod | HttpMethod[],
  path: string,
  handler: AuthHandler,
  options: AuthRouteOptions = {},
): RouteEntry<AuthRoute> {
  return { method, path, route: { handler, ...options } };
}

/** Applies the route's limiter, then its admin check, then runs the handler with the path's parameters. */
export async function runRoute(
  context: AuthContext,
  route: AuthRoute,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  if (route.limit !== undefined) {
    context.guards.request(typeof route.limit === 'function' ? route.limit(request) : route.limit, request);
  }
  if (route.admin === true) await requireAdmin(context, request);
  return route.handler(context, request, params);
}

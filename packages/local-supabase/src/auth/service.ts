import type { EmulatorContext, EmuRequest, EmuResponse, Service } from '../http/types.js';
import { RouteTable } from '../http/route-table.js';
import { checkParams } from './body.js';
import { AuthError, errorResponse, notFound } from './errors.js';
import { createAuthGuards, type AuthContext } from './guards.js';
import { runRoute } from './route.js';
import { AUTH_ROUTES } from './routes.js';

const TABLE = new RouteTable(AUTH_ROUTES, { emptyParams: false });

/** Drops trailing slashes (a loop, not a regex, so a long run of slashes costs linear time). */
function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charAt(end - 1) === '/') end -= 1;
  return path.slice(0, end);
}

async function dispatch(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  checkParams(request.url.searchParams, 'query');
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const found = TABLE.lookup(method, trimTrailingSlashes(request.path));
  if (found.kind === 'method-not-allowed') {
    throw new AuthError(405, 'method_not_allowed', `Method ${request.method} is not allowed here`);
  }
  if (found.kind === 'not-found') throw notFound('not_found', `No auth route for ${request.path}`);
  return runRoute(context, found.route, request, Object.values(found.params));
}

export function createAuthService(emulator: EmulatorContext): Service {
  const context: AuthContext = { ...emulator, guards: createAuthGuards(emulator.config.project.auth) };
  return {
    prefix: '/auth/v1',
    async handle(request) {
      try {
        return await dispatch(context, request);
      } catch (error) {
        if (error instanceof AuthError) return errorResponse(error);
        throw error;
      }
    },
  };
}

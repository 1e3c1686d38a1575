import { internalError, type EmuRequest, type EmuResponse, type Service } from '../http/types.js';

/** A request pg_net is about to send, as the local target reads it. */
export interface LocalRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Buffer;
}

/** Answers a request in this process, or returns null when it must go over the network. */
export type LocalTarget = (request: LocalRequest) => Promise<EmuResponse> | null;

const FUNCTIONS_PREFIX = '/functions/v1';

/**
 * Requests pg_net sends to this backend's own Edge Functions (`<apiUrl>/functions/v1/…`, as
 * database webhooks call them) go straight to the functions service instead of through a loopback
 * HTTP connection to this same process: the same handler, one HTTP hop and its parsing less per
 * webhook. Every other address, this backend's other APIs included, goes over the network.
 * `log` gets the request-log line the HTTP server would have written.
 */
export function functionsInProcess(
  services: readonly Service[],
  apiUrl: string,
  log: (line: string) => void,
): LocalTarget {
  const functions = services.find((service) => service.prefix === FUNCTIONS_PREFIX);
  if (!functions) return () => null;
  const own = new URL(apiUrl);
  return (request) => {
    const { url } = request;
    if (url.protocol !== own.protocol || url.host !== own.host) return null;
    if (url.pathname !== FUNCTIONS_PREFIX && !url.pathname.startsWith(`${FUNCTIONS_PREFIX}/`)) return null;
    const method = request.method.toUpperCase();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
    headers.host = own.host;
    const emuRequest: EmuRequest = {
      method,
      url,
      path: url.pathname.slice(FUNCTIONS_PREFIX.length) || '/',
      headers,
      body: request.body,
      remoteAddress: '127.0.0.1',
    };
    const started = performance.now();
    return functions.handle(emuRequest).then(
      (response) => {
        log(
          `${method} ${url.pathname} ${String(response.status)} ${(performance.now() - started).toFixed(1)}ms (pg_net)`,
        );
        return response;
      },
      (error: unknown) => {
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        log(`internal error on ${method} ${url.pathname} (pg_net): ${message}`);
        return internalError();
      },
    );
  };
}

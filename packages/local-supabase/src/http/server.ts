import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { RouteTable } from './route-table.js';
import { internalError, json, type EmuRequest, type EmuResponse, type Service } from './types.js';

const MAX_BODY_BYTES = 8 * 1024 * 1024;

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'x-retry-count',
  'x-region',
  'traceparent',
  'tracestate',
  'baggage',
].join(', ');

const EXPOSED_HEADERS = [
  'content-range',
  'x-supabase-api-version',
  'x-total-count',
  'link',
  'x-relay-error',
  'content-type',
  'retry-after',
  'content-disposition',
  'etag',
  'location',
  'preference-applied',
].join(', ');

/**
 * As Supabase's gateway (Kong's cors plugin with its defaults) answers: any origin may call with
 * the API keys, `*` and never credentials, so no page can ride on a visitor's cookies.
 */
export function corsHeaders(requestHeaders?: string): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
    'access-control-allow-headers': requestHeaders ?? ALLOWED_HEADERS,
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '600',
  };
}

export interface HttpServerOptions {
  services: Service[];
  log: (line: string) => void;
}

/**
 * The services by the path below which they answer (`/rest/v1` and everything under it). A
 * service is chosen by its path alone; each one answers unknown methods its own way.
 */
function serviceTable(services: Service[]): (pathname: string) => Service | undefined {
  const table = new RouteTable(
    services.flatMap((service) => [
      { method: 'GET' as const, path: service.prefix, route: service },
      { method: 'GET' as const, path: `${service.prefix}/*`, route: service },
    ]),
  );
  return (pathname) => {
    const found = table.lookup('GET', pathname);
    return found.kind === 'found' ? found.route : undefined;
  };
}

export function createHttpServer({ services, log }: HttpServerOptions): Server {
  const serviceFor = serviceTable(services);
  const server = createServer((req, res) => {
    void handleRequest(req, res, serviceFor, log);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = safePathname(req.url);
    const service = pathname ? serviceFor(pathname) : undefined;
    if (!service?.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    service.upgrade(req, socket, head);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  // Clients (undici, browsers) drop idle keep-alive sockets after a few seconds. If the server closed
  // them first, a request sent on a socket closing at that moment would fail with "fetch failed";
  // like the Kong gateway in front of hosted Supabase, keep idle sockets for a minute.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

function safePathname(rawUrl: string | undefined): string | null {
  try {
    return new URL(rawUrl ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

async function handleRequest(
  req: IncomingMessage,
  res: ServerResponse,
  serviceFor: (pathname: string) => Service | undefined,
  log: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  const method = (req.method ?? 'GET').toUpperCase();
  let response: EmuResponse;
  let pathForLog = (req.url ?? '/').split('?')[0] ?? '/';
  try {
    if (method === 'OPTIONS') {
      const requested = req.headers['access-control-request-headers'];
      response = { status: 204, headers: corsHeaders(typeof requested === 'string' ? requested : undefined) };
    } else {
      const url = parseUrl(req);
      if (!url) {
        response = json(400, { code: 'bad_request', message: 'Malformed request URL' });
      } else {
        pathForLog = url.pathname + redactedSearch(url);
        const service = serviceFor(url.pathname);
        if (!service) {
          response = json(404, { code: 'not_found', message: `No API route for ${url.pathname}` });
        } else {
          const body = await readBody(req);
          if (body === null) {
            // The rest of the body is never read: close the connection so it is not parsed as a next request.
            response = json(
              413,
              { code: 'payload_too_large', message: 'Request body is too large' },
              { connection: 'close' },
            );
          } else {
            const request: EmuRequest = {
              method,
              url,
              path: url.pathname.slice(service.prefix.length) || '/',
              headers: flattenHeaders(req),
              body,
              remoteAddress: req.socket.remoteAddress ?? '',
            };
            response = await service.handle(request);
          }
        }
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`internal error on ${method} ${pathForLog}: ${error instanceof Error ? (error.stack ?? message) : message}`);
    response = internalError();
  }
  writeResponse(res, method, response, corsHeaders());
  const ms = (performance.now() - started).toFixed(1);
  log(`${method} ${pathForLog} ${String(response.status)} ${ms}ms`);
}

// Query parameters that carry credentials (mail links, OAuth codes, apikey) never reach the log.
const SECRET_PARAMS = new Set(['token', 'token_hash', 'code', 'access_token', 'refresh_token', 'apikey', 'state']);

function redactedSearch(url: URL): string {
  if (!url.search) return '';
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()]) if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, 'redacted');
  return `?${params.toString()}`;
}

function parseUrl(req: IncomingMessage): URL | null {
  try {
    const host = typeof req.headers.host === 'string' && req.headers.host ? req.headers.host : 'localhost';
    return new URL(req.url ?? '/', `http://${host}`);
  } catch {
    return null;
  }
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function writeResponse(res: ServerResponse, method: string, response: EmuResponse, cors: Record<string, string>): void {
  if (res.headersSent) return;
  const headers: Record<string, string> = { ...cors, ...(response.headers ?? {}) };
  headers['access-control-allow-origin'] = '*';
  Reflect.deleteProperty(headers, 'access-control-allow-credentials');
  const body = response.body ?? null;
  const noBody = method === 'HEAD' || response.status === 204 || response.status === 304 || body === null;
  if (!noBody) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(response.status, headers);
  res.end(noBody ? undefined : body);
}

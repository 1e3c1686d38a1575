import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { json, type EmulatorContext, type Service } from '../http/types.js';
import { Catalog } from './catalog.js';
import { installCapture, listenForChanges } from './change-capture.js';
import type { Channel } from './channel.js';
import { maxFrameBytes } from './client-limits.js';
import { RealtimeConnection } from './connection.js';
import { listenForDbBroadcasts } from './db-broadcast.js';
import { Dispatcher } from './dispatcher.js';
import { handleHttpBroadcast } from './http-broadcast.js';
import { Hub } from './hub.js';
import { KeyedRateWindows } from './rate-window.js';
import type { Vsn } from './phoenix.js';
import { checkAccessToken, isApiKeyToken } from './tokens.js';

const PREFIX = '/realtime/v1';
const SOCKET_PATH = `${PREFIX}/websocket`;
const CLOSE_GRACE_MS = 1000;

/**
 * Supabase Realtime's `realtime/v1`: the WebSocket (Phoenix protocol) with postgres_changes
 * (triggers on the publication's tables NOTIFY each change, and every subscriber whose binding
 * matches and who may select the row, RLS as that subscriber, receives it), broadcast (socket,
 * REST and `realtime.send`), presence, and private channels authorized by RLS on realtime.messages.
 */
export async function createRealtimeService(context: EmulatorContext): Promise<Service> {
  const { pg } = context;
  const onError = (error: unknown): void => {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`[realtime] ${text}\n`);
  };

  const catalog = new Catalog(pg);
  await catalog.load();
  await installCapture(pg, catalog.tables());

  const channels = new Set<Channel>();
  const hub = new Hub();
  const stopDbBroadcasts = await listenForDbBroadcasts(pg, hub, onError);
  const dispatcher = new Dispatcher(pg, catalog, () => channels, onError);
  const stopListening = await listenForChanges(pg, (change) => {
    dispatcher.push(change);
  });

  const limits = context.config.project.realtime;
  const httpEvents = new KeyedRateWindows(limits.maxEventsPerSecond);
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(limits) });
  const sockets = new Set<WebSocket>();
  const connectionContext = {
    pg,
    catalog,
    jwtKeys: context.config.jwtKeys,
    hub,
    limits,
    addChannel: (channel: Channel) => {
      channels.add(channel);
      hub.add(channel);
    },
    removeChannel: (channel: Channel) => {
      channels.delete(channel);
      hub.remove(channel);
    },
    onError,
  };

  async function accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== SOCKET_PATH) {
      reject(socket, 404, { message: 'Not found' });
      return;
    }
    const header = req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
    if (!apikey) {
      reject(socket, 401, { message: 'No API key found in request' });
      return;
    }
    let apiKeyToken: string | null = null;
    if (!isApiKeyToken(apikey)) {
      const checked = await checkAccessToken(apikey, context.config.jwtKeys);
      if (!checked.ok) {
        reject(socket, 403, { message: `${checked.code}: ${checked.message}` });
        return;
      }
      apiKeyToken = apikey;
    }
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      new RealtimeConnection(ws, vsn, apiKeyToken, connectionContext);
    });
  }

  return {
    prefix: PREFIX,
    async handle(request) {
      if (request.path === '/websocket') {
        return json(400, { message: 'This endpoint only accepts WebSocket connections' });
      }
      const broadcast = await handleHttpBroadcast(request, {
        pg,
        hub,
        jwtKeys: context.config.jwtKeys,
        limits,
        httpEvents,
      });
      return broadcast ?? json(404, { message: `No realtime route for ${request.url.pathname}` });
    },
    upgrade(req, socket, head) {
      accept(req, socket, head).catch((error: unknown) => {
        onError(error);
        socket.destroy();
      });
    },
    async close() {
      await stopListening();
      await stopDbBroadcasts();
      await dispatcher.stop();
      await closeSockets(sockets);
      channels.clear();
      await new Promise<void>((resolve) => {
        wss.close(() => {
          resolve();
        });
      });
    },
  };
}

function reject(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  const reason = status === 404 ? 'Not Found' : status === 401 ? 'Unauthorized' : 'Forbidden';
  socket.end(
    `HTTP/1.1 ${String(status)} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${String(Buffer.byteLength(text))}\r\nConnection: close\r\n\r\n${text}`,
  );
}

async function closeSockets(sockets: Set<WebSocket>): Promise<void> {
  const open = [...sockets];
  await Promise.all(
    open.map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) {
            resolve();
            return;
          }
          const timer = setTimeout(() => {
            ws.terminate();
            resolve();
          }, CLOSE_GRACE_MS);
          ws.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          ws.close(1001, 'Server shutting down');
        }),
    ),
  );
}

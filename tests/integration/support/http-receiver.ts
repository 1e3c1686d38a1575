import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** performance.now() when the request arrived. */
  at: number;
}

/** An HTTP server that records what it receives; requests to a held path wait until released. */
export interface HttpReceiver {
  url: string;
  received: Received[];
  /** Resolves with the first received request that matches, or rejects after `timeoutMs`. */
  next(match: (request: Received) => boolean, timeoutMs?: number): Promise<Received>;
  /** Answers every request held so far and every later one at `/hold…` at once. */
  release(): void;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  const held: ServerResponse[] = [];
  let released = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      });
      for (const wake of waiters) wake();
      if (req.url?.startsWith('/hold') && !released) {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-receiver': 'yes' });
      res.end(JSON.stringify({ received: received.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const answer = (res: ServerResponse) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('released');
  };
  return {
    url: `http://127.0.0.1:${String(port)}`,
    received,
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`nothing matching arrived within ${String(timeoutMs)} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    release() {
      released = true;
      for (const res of held.splice(0)) answer(res);
    },
    close() {
      released = true;
      for (const res of held.splice(0)) answer(res);
      return new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
    },
  };
}

import type { Database } from '../db/engine.js';
import type { EmuResponse } from '../http/types.js';
import type { LocalTarget } from './in-process.js';

/** The NOTIFY channel net._enqueue signals on when a transaction that queued requests commits. */
export const NET_CHANNEL = 'local_supabase_net';

export interface NetSenderOptions {
  log: (line: string) => void;
  /** How often the queue is also read without a notification (default 1 s). */
  pollMs?: number;
  /** Requests in flight at once (default 32). */
  concurrency?: number;
  /** How long answers stay in net._http_response (default 6 hours, pg_net's `pg_net.ttl`). */
  ttlMs?: number;
  /** Answers requests to this backend's own services in process (see in-process.ts); the rest go over HTTP. */
  local?: LocalTarget;
}

export interface NetSender {
  /** Reads the queue now (tests and callers that cannot wait for the next notification). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface QueuedRequest {
  id: string | number;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Outcome {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

const CLAIM_SQL = `
  delete from net.http_request_queue
  where id in (select id from net.http_request_queue order by id limit $1 for update skip locked)
  returning id, method, url, headers, body, timeout_milliseconds`;

const RECORD_SQL = `
  insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
  values ($1, $2, $3, $4, $5, $6, $7)`;

/**
 * pg_net's background worker for the local backend: takes the requests committed to
 * net.http_request_queue (woken by NOTIFY at commit, with a poll as a fallback), sends them with
 * their timeout, and records each answer, timeout or error in net._http_response.
 */
export async function startNetSender(pg: Database, options: NetSenderOptions): Promise<NetSender> {
  const concurrency = options.concurrency ?? 32;
  const ttlMs = options.ttlMs ?? 6 * 3600 * 1000;
  const closing = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let draining: Promise<void> | null = null;
  // Wake-ups so far: one that arrives during a pass makes the pass read the queue once more.
  let wakeUps = 0;
  let lastPurge = 0;

  const send = async (request: QueuedRequest): Promise<void> => {
    const outcome = await deliver(request, closing.signal, options.local ?? null);
    if (closing.signal.aborted) return;
    try {
      await pg.query(RECORD_SQL, [
        request.id,
        outcome.status,
        outcome.contentType,
        outcome.headers ? JSON.stringify(outcome.headers) : null,
        outcome.content,
        outcome.timedOut,
        outcome.error,
      ]);
    } catch (error) {
      options.log(`pg_net: could not record the answer to request ${String(request.id)}: ${messageOf(error)}`);
    }
  };

  const drainOnce = async (): Promise<void> => {
    for (;;) {
      const room = concurrency - inFlight.size;
      if (room <= 0 || closing.signal.aborted) return;
      const { rows } = await pg.query<QueuedRequest>(CLAIM_SQL, [room]);
      if (rows.length === 0) return;
      for (const request of rows) {
        const task = send(request).finally(() => {
          inFlight.delete(task);
          kick();
        });
        inFlight.add(task);
      }
      // Fewer than asked for: the queue is empty (another claim would only delay these sends).
      if (rows.length < room) return;
    }
  };

  const purge = async (): Promise<void> => {
    if (Date.now() - lastPurge < 60_000) return;
    lastPurge = Date.now();
    await pg.query(`delete from net._http_response where created < now() - make_interval(secs => $1)`, [ttlMs / 1000]);
  };

  const drain = (): Promise<void> => {
    if (draining) {
      wakeUps += 1;
      return draining;
    }
    draining = (async () => {
      try {
        let seen: number;
        do {
          seen = wakeUps;
          await drainOnce();
        } while (seen !== wakeUps && !closing.signal.aborted);
        await purge();
      } catch (error) {
        if (!closing.signal.aborted) options.log(`pg_net: reading the request queue failed: ${messageOf(error)}`);
      } finally {
        draining = null;
      }
    })();
    return draining;
  };

  function kick(): void {
    if (!closing.signal.aborted) void drain();
  }

  const stopListening = await pg.listen(NET_CHANNEL, kick);
  const timer = setInterval(kick, options.pollMs ?? 1000);
  timer.unref();
  kick();

  return {
    drain,
    async close() {
      if (closing.signal.aborted) return;
      closing.abort();
      clearInterval(timer);
      await stopListening();
      await Promise.allSettled([draining, ...inFlight]);
    },
  };
}

async function deliver(request: QueuedRequest, closing: AbortSignal, local: LocalTarget | null): Promise<Outcome> {
  const timeoutMs = request.timeout_milliseconds;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== null && value !== undefined)
      headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([timeout, closing]);
  try {
    const inProcess = local ? answerInProcess(local, request, headers, signal) : null;
    if (inProcess) return await inProcess;
    const response = await fetch(request.url, {
      method: request.method,
      headers,
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
      redirect: 'manual',
      signal,
    });
    const content = await response.text();
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers.entries()),
      content,
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = timeout.aborted;
    return {
      status: null,
      contentType: null,
      headers: null,
      content: null,
      timedOut,
      error: timedOut ? `Timeout of ${String(timeoutMs)} ms reached` : messageOf(error),
    };
  }
}

/** The local target's answer, or the signal's reason when it aborts first (the timeout, or closing). */
function answerInProcess(
  local: LocalTarget,
  request: QueuedRequest,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Outcome> | null {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return null;
  }
  const body = request.body ? Buffer.from(request.body) : Buffer.alloc(0);
  const pending = local({ method: request.method, url, headers, body });
  if (!pending) return null;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(outcomeOf(response));
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function outcomeOf(response: EmuResponse): Outcome {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  const body = response.body ?? null;
  const content = body === null ? '' : typeof body === 'string' ? body : new TextDecoder().decode(body);
  headers['content-length'] = String(body === null ? 0 : Buffer.byteLength(body));
  return {
    status: response.status,
    contentType: headers['content-type'] ?? null,
    headers,
    content,
    timedOut: false,
    error: null,
  };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

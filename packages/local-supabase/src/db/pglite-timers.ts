/**
 * PGlite runs Postgres on this thread, so the timer behind `statement_timeout` (a JavaScript
 * setTimeout standing in for SIGALRM) cannot fire while a statement runs: a slow statement was
 * never cancelled. This delivers a due alarm from inside the statement instead: every time
 * Postgres reads the clock or does file I/O, an alarm whose time has come is handed to Postgres's
 * own handler, which cancels the statement with 57014 "canceling statement due to statement
 * timeout", exactly as on a server. (Pure computation that never reads the clock, such as a regular
 * expression with back-references, cannot be interrupted: the REST layer refuses those patterns.)
 */

/** Imports through which a running statement calls out often enough to be cancelled on time. */
const CHECKPOINTS = new Set([
  'clock_time_get',
  'emscripten_get_now',
  'emscripten_date_now',
  'fd_pread',
  'fd_pwrite',
  'fd_read',
  'fd_write',
]);

type ImportFunction = (...args: unknown[]) => unknown;
type ImportObject = Record<string, Record<string, unknown>>;

interface Alarms {
  /** When each interval timer (by `which`) is due, in performance.now() milliseconds. */
  due: Map<number, number>;
  /** The original `_setitimer_js`, to clear the pending setTimeout of an alarm delivered early. */
  setTimer: ImportFunction | null;
  /** Postgres's `_emscripten_timeout(which, now)`: runs the SIGALRM handler. */
  deliver: ((which: number, now: number) => void) | null;
}

function deliverDue(alarms: Alarms): void {
  if (alarms.due.size === 0 || !alarms.deliver) return;
  const now = performance.now();
  for (const [which, at] of alarms.due) {
    if (now < at) continue;
    alarms.due.delete(which);
    alarms.setTimer?.(which, 0);
    alarms.deliver(which, now);
  }
}

function watchNamespace(namespace: Record<string, unknown>, alarms: Alarms): Record<string, unknown> {
  return new Proxy(namespace, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      const original = value as ImportFunction;
      if (key === '_setitimer_js') {
        alarms.setTimer = original;
        return (which: number, ms: number) => {
          if (ms > 0) alarms.due.set(which, performance.now() + ms);
          else alarms.due.delete(which);
          return original(which, ms);
        };
      }
      if (!CHECKPOINTS.has(key)) return value;
      return (...args: unknown[]) => {
        const result = original(...args);
        deliverDue(alarms);
        return result;
      };
    },
  });
}

function isImportObject(imports: unknown): imports is ImportObject {
  if (typeof imports !== 'object' || imports === null) return false;
  const { env, wasi_snapshot_preview1: wasi } = imports as Record<string, unknown>;
  return typeof env === 'object' && env !== null && typeof wasi === 'object' && wasi !== null;
}

type Instantiate = (source: unknown, imports?: unknown) => Promise<unknown>;

interface WasmInstance {
  exports: Record<string, unknown>;
}

/** The part of Node's WebAssembly global this module wraps (its types come only with the DOM library). */
interface WasmGlobal {
  instantiate: Instantiate;
  Instance: abstract new (...args: never[]) => WasmInstance;
}

const wasm = (globalThis as unknown as { WebAssembly: WasmGlobal }).WebAssembly;

let active = 0;
let original: Instantiate | null = null;

function watchingInstantiate(instantiate: Instantiate): Instantiate {
  return async (source: unknown, imports?: unknown): Promise<unknown> => {
    if (!isImportObject(imports)) return instantiate(source, imports);
    const alarms: Alarms = { due: new Map(), setTimer: null, deliver: null };
    const watched: ImportObject = {
      ...imports,
      env: watchNamespace(imports.env ?? {}, alarms),
      wasi_snapshot_preview1: watchNamespace(imports.wasi_snapshot_preview1 ?? {}, alarms),
    };
    const result = await instantiate(source, watched);
    const instance = result instanceof wasm.Instance ? result : (result as { instance: WasmInstance }).instance;
    const timeout = instance.exports._emscripten_timeout;
    if (typeof timeout === 'function') alarms.deliver = timeout as (which: number, now: number) => void;
    return result;
  };
}

/** Runs `create` (which starts PGlite) with statement timeouts that fire while a statement runs. */
export async function withLiveTimers<T>(create: () => Promise<T>): Promise<T> {
  if (active === 0) {
    original = wasm.instantiate;
    wasm.instantiate = watchingInstantiate(original);
  }
  active += 1;
  try {
    return await create();
  } finally {
    active -= 1;
    if (active === 0 && original) {
      wasm.instantiate = original;
      original = null;
    }
  }
}

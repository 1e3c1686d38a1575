import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { FUNCTION_NAME, DEFAULT_FUNCTION_CONFIG } from '../config/functions-config.js';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../config.js';
import type { EmuRequest, EmuResponse, EmulatorContext, Service } from '../http/types.js';
import { bearerToken, verifyJwt } from '../jwt.js';
import { DENO_PRELOAD } from '../paths.js';
import { denoBinary } from './deno-binary.js';
import { readEnvFile } from './env-file.js';
import { bootError, functionNotFound, unauthorized, workerError, workerLimit } from './relay-errors.js';
import { BootError, FunctionWorker } from './worker.js';

export interface FunctionsOptions {
  /** The project's `supabase/` folder (entrypoints and import maps in config.toml are relative to it). */
  supabaseDir: string;
  /** Default `<supabaseDir>/functions`. */
  functionsDir?: string;
  /** Given to every function after `.env` and `[edge_runtime.secrets]`. */
  secrets?: Record<string, string>;
  /** SUPABASE_DB_URL for the functions (a PostgreSQL URL; PGlite has none). */
  dbUrl: string | null;
  log: (line: string) => void;
  warn: (line: string) => void;
  /** How long a request may run before the relay answers 546 (default 150 s, hosted's wall-clock limit). */
  requestTimeoutMs?: number;
  /** How long a process may take to listen (default 120 s: a first start downloads its npm packages). */
  bootTimeoutMs?: number;
}

const ENTRY_FILES = ['index.ts', 'index.js', 'index.mts', 'index.mjs', 'index.tsx', 'index.jsx'];
const DENO_CONFIGS = ['deno.json', 'deno.jsonc'];
// Hop-by-hop headers belong to one connection, not to the message.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te']);
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'content-length']);

/** Deno's own settings the function processes inherit: its cache, certificates and proxies. */
function denoSettings(): Record<string, string> {
  const env = process.env;
  const settings: Record<string, string> = {
    DENO_DIR: env.DENO_DIR ?? join(homedir(), '.cache', 'deno'),
    // A project's package.json lists the app's packages, not a function's: `npm:` specifiers resolve
    // through Deno's own cache instead.
    DENO_NO_PACKAGE_JSON: '1',
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  };
  const cert = env.DENO_CERT ?? env.NODE_EXTRA_CA_CERTS;
  if (cert) settings.DENO_CERT = cert;
  for (const name of ['DENO_TLS_CA_STORE', 'NPM_CONFIG_REGISTRY', 'HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY']) {
    const value = env[name] ?? env[name.toLowerCase()];
    if (value) settings[name] = value;
  }
  return settings;
}

/**
 * `/functions/v1/<name>`: the project's Edge Functions, each in its own Deno process, answered as
 * `supabase functions serve` answers them behind the hosted relay.
 */
export function createFunctionsService(context: EmulatorContext, options: FunctionsOptions): Service {
  const functionsDir = resolve(options.functionsDir ?? join(options.supabaseDir, 'functions'));
  const sharedDir = join(functionsDir, '_shared');
  const workers = new Map<string, FunctionWorker>();
  const timeoutMs = options.requestTimeoutMs ?? 150_000;
  let deno: string | null = null;

  const settingsOf = (name: string) => context.config.project.functions.functions[name] ?? DEFAULT_FUNCTION_CONFIG;

  const entryOf = (name: string): string | null => {
    const configured = settingsOf(name).entrypoint;
    if (configured) {
      const path = resolve(options.supabaseDir, configured);
      return existsSync(path) ? path : null;
    }
    for (const file of ENTRY_FILES) {
      const path = join(functionsDir, name, file);
      if (existsSync(path)) return path;
    }
    return null;
  };

  const environment = (): Record<string, string> => {
    const env: Record<string, string> = {
      ...denoSettings(),
      SUPABASE_URL: context.config.apiUrl,
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    };
    if (options.dbUrl) env.SUPABASE_DB_URL = options.dbUrl;
    const fromProject = { ...readEnvFile(join(functionsDir, '.env')), ...context.config.project.functions.secrets };
    for (const [key, value] of Object.entries(fromProject)) {
      if (key.startsWith('SUPABASE_')) {
        options.warn(`functions: secret ${key} skipped: names starting with SUPABASE_ are reserved`);
        continue;
      }
      env[key] = value;
    }
    return { ...env, ...(options.secrets ?? {}) };
  };

  const workerFor = (name: string, entry: string): FunctionWorker => {
    const known = workers.get(name);
    if (known) return known;
    deno ??= denoBinary();
    const dir = join(functionsDir, name);
    const settings = settingsOf(name);
    const configFile = DENO_CONFIGS.map((file) => join(dir, file)).find((path) => existsSync(path)) ?? null;
    const worker = new FunctionWorker({
      name,
      dir: existsSync(dir) ? dir : resolve(entry, '..'),
      entry,
      readDirs: [sharedDir],
      watchDirs: [existsSync(dir) ? dir : resolve(entry, '..'), sharedDir],
      configFile,
      importMap: settings.importMap ? resolve(options.supabaseDir, settings.importMap) : null,
      deno,
      preload: DENO_PRELOAD,
      env: environment,
      log: options.log,
      bootTimeoutMs: options.bootTimeoutMs ?? 120_000,
    });
    workers.set(name, worker);
    return worker;
  };

  return {
    prefix: '/functions/v1',
    async handle(request: EmuRequest): Promise<EmuResponse> {
      const [, rawName = '', ...rest] = request.path.split('/');
      const name = safeDecode(rawName);
      if (!name || !FUNCTION_NAME.test(name)) return functionNotFound();
      const entry = entryOf(name);
      if (!entry) return functionNotFound();
      if (settingsOf(name).verifyJwt) {
        const token = bearerToken(request.headers.authorization);
        if (!token) return unauthorized('Missing authorization header');
        const verified = await verifyJwt(token, context.config.jwtKeys);
        if (!verified.ok) return unauthorized('Invalid JWT');
      }
      const worker = workerFor(name, entry);
      let port: number;
      try {
        port = await worker.port();
      } catch (error) {
        if (!(error instanceof BootError)) throw error;
        options.log(`functions: ${error.message.split('\n')[0] ?? ''}`);
        return bootError();
      }
      const path = `/${[rawName, ...rest].join('/')}${request.url.search}`;
      const outcome = await forward(port, path, request, timeoutMs);
      if (outcome === 'timeout') {
        options.log(`functions: ${name} did not answer within ${String(timeoutMs)} ms; it is restarted`);
        await worker.stop();
        return workerLimit();
      }
      if (outcome === 'failed') {
        if (worker.isAlive()) await worker.stop();
        return workerError();
      }
      return outcome;
    },
    async close() {
      await Promise.all([...workers.values()].map((worker) => worker.close()));
      workers.clear();
    },
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The request sent to the function's process as it came, and its answer as the function gave it. */
function forward(
  port: number,
  path: string,
  request: EmuRequest,
  timeoutMs: number,
): Promise<EmuResponse | 'failed' | 'timeout'> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (!NOT_FORWARDED.has(name)) headers[name] = value;
  if (request.body.length > 0 || !['GET', 'HEAD'].includes(request.method)) {
    headers['content-length'] = String(request.body.length);
  }
  return new Promise((resolvePromise) => {
    let settled = false;
    const settle = (value: EmuResponse | 'failed' | 'timeout') => {
      if (settled) return;
      settled = true;
      resolvePromise(value);
    };
    const outgoing = httpRequest({ host: '127.0.0.1', port, method: request.method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', () => {
        settle('failed');
      });
      incoming.on('end', () => {
        settle({
          status: incoming.statusCode ?? 502,
          headers: responseHeaders(incoming.headers),
          body: Buffer.concat(chunks),
        });
      });
    });
    outgoing.setTimeout(timeoutMs, () => {
      settle('timeout');
      outgoing.destroy();
    });
    outgoing.on('error', () => {
      settle('failed');
    });
    outgoing.end(request.body.length > 0 ? request.body : undefined);
  });
}

function responseHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

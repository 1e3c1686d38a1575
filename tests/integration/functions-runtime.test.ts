import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '../../scripts/lib/paths.js';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient } from './support/backend.js';
import { startFixtureBackend, type FixtureBackend } from './support/fixture-backend.js';

// The Edge Functions runtime of the local backend, on tests/integration/fixtures/edge-project.
let backend: FixtureBackend;
let functionsUrl: string;
let anonKey: string;

beforeAll(async () => {
  backend = await startFixtureBackend('edge-project', { functionSecrets: { FROM_OPTIONS: 'options-secret' } });
  functionsUrl = `${backend.emulator.url}/functions/v1`;
  anonKey = backend.emulator.anonKey;
});

afterAll(async () => {
  await backend.close();
});

type InvokeOptions = Parameters<ReturnType<typeof makeClient>['functions']['invoke']>[1];

/** supabase-js's functions.invoke, its error typed as what it is: unknown until checked. */
async function invoke(name: string, options?: InvokeOptions, url = backend.emulator.url) {
  const result: { data: unknown; error: unknown } = await makeClient(url, anonKey).functions.invoke(name, options);
  return result;
}

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${anonKey}`);
  return fetch(`${functionsUrl}/${path}`, { ...init, headers });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Edge Functions: requests and responses pass through unchanged', () => {
  it('answers supabase-js with JSON, as invoke sends it', async () => {
    const { data, error } = await invoke('echo', { body: { greeting: 'namaste', n: 3 } });
    expect(error).toBeNull();
    expect(data).toEqual({ greeting: 'namaste', n: 3 });
  });

  it('passes text, url-encoded and multipart form bodies both ways', async () => {
    const text = await call('echo', {
      method: 'POST',
      body: 'plain ✓ text',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await text.text()).toBe('plain ✓ text');
    expect(text.headers.get('content-type')).toBe('text/plain');

    const encoded = await call('echo', { method: 'POST', body: new URLSearchParams({ a: '1', b: 'two words' }) });
    expect(encoded.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await encoded.text()))).toEqual({ a: '1', b: 'two words' });

    const form = new FormData();
    form.set('name', 'Asha');
    form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'application/octet-stream' }), 'a.bin');
    const multipart = await call('echo', { method: 'POST', body: form });
    const back = await multipart.formData();
    expect(back.get('name')).toBe('Asha');
    const file = back.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (file as Blob).arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('passes binary bodies byte for byte', async () => {
    const bytes = new Uint8Array(256 * 4).map((_, index) => index % 256);
    const { data, error } = await invoke('echo', { body: new Blob([bytes]) });
    expect(error).toBeNull();
    expect(data).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(bytes);
  });

  it('keeps the method, path, query, request headers, status and response headers', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const response = await call('echo/deep/path?status=202&q=a%20b', { method, headers: { 'x-custom': 'mine' } });
      expect(response.status).toBe(202);
      expect(response.headers.get('x-echo-method')).toBe(method);
      expect(response.headers.get('x-echo-path')).toBe('/echo/deep/path?status=202&q=a%20b');
      expect(response.headers.get('x-echo-custom')).toBe('mine');
      expect(response.headers.get('set-cookie')).toBe('echo=1; Path=/');
    }
  });

  it('answers a CORS preflight without a token', async () => {
    const response = await fetch(`${functionsUrl}/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});

describe('Edge Functions: verify_jwt, secrets and permissions', () => {
  it('refuses a function with verify_jwt on without a valid JWT, as the relay does', async () => {
    const missing = await fetch(`${functionsUrl}/echo`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('echo', { headers: { authorization: `Bearer ${anonKey.slice(0, -4)}AAAA` } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('serves a function with verify_jwt = false to anyone', async () => {
    const response = await fetch(`${functionsUrl}/public`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ open: true, version: 1 });
  });

  it('gives each function the project URL, keys and every kind of secret', async () => {
    const env = (await (await call('echo/env')).json()) as Record<string, string | null>;
    expect(env).toMatchObject({
      SUPABASE_URL: backend.emulator.url,
      SUPABASE_ANON_KEY: backend.emulator.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.emulator.serviceRoleKey,
      FROM_ENV_FILE: 'env-file-secret',
      FROM_CONFIG: 'config-secret',
      FROM_OPTIONS: 'options-secret',
    });
    if (backend.engine === 'postgres') expect(env.SUPABASE_DB_URL).toMatch(/^postgresql:\/\//);
    else expect(env.SUPABASE_DB_URL).toBeNull();
  });

  it('runs work handed to EdgeRuntime.waitUntil after the response', async () => {
    expect(await (await call('echo/later')).json()).toEqual({ scheduled: true });
    const count = async () => ((await (await call('echo/later-count')).json()) as { finished: number }).finished;
    expect(await until(count, (finished) => finished >= 1)).toBeGreaterThanOrEqual(1);
  });

  it('lets a function read its own folder only, and write nothing', async () => {
    const outcome = (await (await call('echo/permissions')).json()) as Record<string, string>;
    expect(outcome).toMatchObject({ write: 'NotCapable', readOutside: 'NotCapable', readOwn: 'none' });
  });
});

describe('Edge Functions: errors as functions-js classifies them', () => {
  it('reports a non-2xx answer of the function as a FunctionsHttpError', async () => {
    const { data, error } = await invoke('echo?status=422', { body: { bad: true } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(422);
    expect(await context.json()).toEqual({ bad: true });
  });

  it('reports a function that cannot boot as a FunctionsRelayError (503 BOOT_ERROR)', async () => {
    const { error } = await invoke('broken');
    expect(error).toBeInstanceOf(FunctionsRelayError);
    const context = (error as FunctionsRelayError).context as Response;
    expect(context.status).toBe(503);
    expect(await context.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
  });

  it('reports an uncaught error and a crash as FunctionsRelayErrors, and starts the function again', async () => {
    for (const route of ['echo/throw', 'echo/exit']) {
      const { error } = await invoke(route);
      expect(error).toBeInstanceOf(FunctionsRelayError);
      const context = (error as FunctionsRelayError).context as Response;
      expect(context.status).toBe(500);
      expect(((await context.json()) as { code: string }).code).toBe('WORKER_ERROR');
    }
    const { data } = await invoke('echo', { body: { again: true } });
    expect(data).toEqual({ again: true });
  });

  it('reports an unreachable backend as a FunctionsFetchError', async () => {
    const { error } = await invoke('echo', {}, 'http://127.0.0.1:9');
    expect(error).toBeInstanceOf(FunctionsFetchError);
  });

  it('answers 404 for a function that does not exist', async () => {
    for (const name of ['missing', '_shared', 'bad%ZZname']) {
      const response = await call(name);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Function not found');
    }
    const { error } = await invoke('missing');
    expect(error).toBeInstanceOf(FunctionsHttpError);
  });
});

describe('Edge Functions: reload on change', () => {
  it('serves the new code after a file of the function changes', async () => {
    const read = async () => ((await (await fetch(`${functionsUrl}/public`)).json()) as { version: number }).version;
    expect(await read()).toBe(1);
    const file = join(backend.workdir, 'supabase', 'functions', 'public', 'index.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('const VERSION = 1;', 'const VERSION = 2;'));
    expect(await until(read, (version) => version === 2)).toBe(2);
  });
});

describe('Edge Functions: a config file read from elsewhere', () => {
  it("still serves the project's supabase/functions (--config only changes the settings)", async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'edge-config-'));
    const config = join(elsewhere, 'config.toml');
    copyFileSync(
      join(paths.root, 'tests', 'integration', 'fixtures', 'edge-project', 'supabase', 'config.toml'),
      config,
    );
    const other = await startFixtureBackend('edge-project', { configPath: config });
    try {
      const { data, error } = await invoke('echo', { body: { from: 'elsewhere' } }, other.emulator.url);
      expect(error).toBeNull();
      expect(data).toEqual({ from: 'elsewhere' });
    } finally {
      await other.close();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

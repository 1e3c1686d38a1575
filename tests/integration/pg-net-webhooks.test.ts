import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureBackend, type FixtureBackend } from './support/fixture-backend.js';
import { startHttpReceiver, type HttpReceiver } from './support/http-receiver.js';

// pg_net (net.http_*, net._http_response) and database webhooks (supabase_functions.http_request)
// on the engine of this run, with tests/integration/fixtures/edge-project.
let backend: FixtureBackend;
let receiver: HttpReceiver;

interface ResponseRow {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

beforeAll(async () => {
  backend = await startFixtureBackend('edge-project');
  receiver = await startHttpReceiver();
  const hook = JSON.stringify({ 'Content-Type': 'application/json', 'x-webhook-secret': 'shh' });
  await backend.emulator.pg.exec(`
    create trigger jobs_webhook after insert or update or delete on public.jobs
    for each row execute function supabase_functions.http_request(
      '${receiver.url}/hook', 'POST', '${hook}', '{"source":"jobs"}', '2000');
  `);
});

afterAll(async () => {
  await receiver.close();
  await backend.close();
});

async function responseOf(id: string | number, timeoutMs = 10_000): Promise<ResponseRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await backend.emulator.pg.query<ResponseRow>(
      'select id::text, status_code, content_type, headers, content, timed_out, error_msg from net._http_response where id = $1',
      [String(id)],
    );
    if (rows[0]) return rows[0];
    if (Date.now() > deadline) throw new Error(`no response recorded for request ${String(id)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function insertJob(title: string): Promise<{ id: number; committedAt: number; writeMs: number }> {
  const started = performance.now();
  const id = await backend.emulator.pg.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('insert into public.jobs (title) values ($1) returning id', [
      title,
    ]);
    return Number(rows[0]?.id);
  });
  const committedAt = performance.now();
  return { id, committedAt, writeMs: committedAt - started };
}

describe('pg_net as a migration enables it', () => {
  it('accepts `create extension if not exists pg_net` and lists it', async () => {
    const { rows } = await backend.emulator.pg.query<{ extname: string }>(
      `select extname from pg_extension where extname = 'pg_net'`,
    );
    expect(rows).toEqual([{ extname: 'pg_net' }]);
    await backend.emulator.pg.exec('create extension if not exists pg_net');
    const applied = await backend.emulator.pg.query<{ name: string }>(
      'select name from supabase_migrations.schema_migrations',
    );
    expect(applied.rows).toEqual([{ name: 'jobs' }]);
  });
});

describe('database webhooks (supabase_functions.http_request)', () => {
  it('posts the change after the commit, promptly, with the headers and params of the trigger', async () => {
    const { id, committedAt } = await insertJob('fix the fan');
    const request = await receiver.next((r) => r.body.includes('fix the fan'));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/hook?source=jobs');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-webhook-secret']).toBe('shh');
    expect(JSON.parse(request.body)).toEqual({
      type: 'INSERT',
      table: 'jobs',
      schema: 'public',
      record: { id, title: 'fix the fan' },
      old_record: null,
    });
    // Woken by NOTIFY at commit, not by the one-second poll.
    expect(request.at - committedAt).toBeLessThan(500);

    const { rows } = await backend.emulator.pg.query<{ request_id: string }>(
      `select request_id::text from supabase_functions.hooks where hook_name = 'jobs_webhook' order by id desc limit 1`,
    );
    const response = await responseOf(rows[0]?.request_id ?? '');
    expect(response).toMatchObject({ status_code: 200, content_type: 'application/json', timed_out: false });
    expect(response.error_msg).toBeNull();
    expect(response.headers?.['x-receiver']).toBe('yes');
    expect(JSON.parse(response.content ?? '')).toHaveProperty('received');
  });

  it('sends UPDATE and DELETE with the old record', async () => {
    const { id } = await insertJob('paint the door');
    await backend.emulator.pg.query('update public.jobs set title = $1 where id = $2', ['paint the gate', id]);
    await backend.emulator.pg.query('delete from public.jobs where id = $1', [id]);
    const update = await receiver.next((r) => r.body.includes('"UPDATE"') && r.body.includes('paint the gate'));
    expect(JSON.parse(update.body)).toMatchObject({
      record: { id, title: 'paint the gate' },
      old_record: { id, title: 'paint the door' },
    });
    const deleted = await receiver.next((r) => r.body.includes('"DELETE"') && r.body.includes('paint the gate'));
    expect(JSON.parse(deleted.body)).toMatchObject({ record: null, old_record: { id, title: 'paint the gate' } });
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      backend.emulator.pg.transaction(async (tx) => {
        await tx.query('insert into public.jobs (title) values ($1)', ['never happened']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Requests go out in queue order: once a later one has arrived, the rolled-back one never will.
    await insertJob('after the rollback');
    await receiver.next((r) => r.body.includes('after the rollback'));
    expect(receiver.received.some((r) => r.body.includes('never happened'))).toBe(false);
    const queued = await backend.emulator.pg.query<{ n: number }>(
      'select count(*)::int as n from net.http_request_queue',
    );
    expect(queued.rows[0]?.n).toBe(0);
  });

  it('sends only after the commit, however long the transaction runs after queuing', async () => {
    let lastStatementAt = 0;
    await backend.emulator.pg.transaction(async (tx) => {
      await tx.query('insert into public.jobs (title) values ($1)', ['long transaction']);
      await tx.query('create temporary table busy on commit drop as select g from generate_series(1, 50000) g');
      await tx.query('select count(*) from busy');
      lastStatementAt = performance.now();
    });
    const request = await receiver.next((r) => r.body.includes('long transaction'));
    expect(request.at).toBeGreaterThan(lastStatementAt);
  });
});

describe('net.http_get / net.http_post', () => {
  it('does not make the writer wait for a slow server, and records the timeout', async () => {
    const started = performance.now();
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_post('${receiver.url}/hold/slow', '{"slow":true}'::jsonb, timeout_milliseconds => 300)::text as id`,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    await receiver.next((r) => r.url === '/hold/slow');
    const response = await responseOf(rows[0]?.id ?? '');
    expect(response).toMatchObject({ status_code: null, timed_out: true, error_msg: 'Timeout of 300 ms reached' });
  });

  it('sends GET with encoded params and records the answer', async () => {
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_get('${receiver.url}/get', '{"q":"a b&c","n":"1"}'::jsonb, '{"x-trace":"t1"}'::jsonb)::text as id`,
    );
    const request = await receiver.next((r) => r.url.startsWith('/get'));
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/get?n=1&q=a%20b%26c');
    expect(request.headers['x-trace']).toBe('t1');
    expect((await responseOf(rows[0]?.id ?? '')).status_code).toBe(200);
  });

  it('records a connection error', async () => {
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_post('http://127.0.0.1:9/nothing-listens')::text as id`,
    );
    const response = await responseOf(rows[0]?.id ?? '');
    expect(response.status_code).toBeNull();
    expect(response.timed_out).toBe(false);
    expect(response.error_msg).toMatch(/fetch failed|ECONNREFUSED/);
  });

  it('refuses bad arguments with a clear error', async () => {
    await expect(backend.emulator.pg.query(`select net.http_post('')`)).rejects.toThrow('url must not be empty');
    await expect(backend.emulator.pg.query(`select net.http_get('http://x', '[1]'::jsonb)`)).rejects.toThrow(
      'params must be a JSON object',
    );
    await expect(
      backend.emulator.pg.query(`select net.http_get('http://x', timeout_milliseconds => 0)`),
    ).rejects.toThrow('timeout_milliseconds must be a positive number');
  });

  it('reaches the local Edge Functions, as a webhook to a function does', async () => {
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_post('${backend.emulator.url}/functions/v1/public', '{}'::jsonb)::text as id`,
    );
    const response = await responseOf(rows[0]?.id ?? '', 30_000);
    expect(response.status_code).toBe(200);
    expect(JSON.parse(response.content ?? '')).toEqual({ open: true, version: 1 });
  });

  it('gives a local function the method, path, query, headers and body, and records its answer', async () => {
    const headers = JSON.stringify({
      authorization: `Bearer ${backend.emulator.anonKey}`,
      'content-type': 'application/json',
      'x-custom': 'from pg_net',
    });
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_post('${backend.emulator.url}/functions/v1/echo/sub', '{"a":[1,"x"]}'::jsonb,
         '{"status":"201","q":"a b"}'::jsonb, $1::jsonb)::text as id`,
      [headers],
    );
    const response = await responseOf(rows[0]?.id ?? '', 30_000);
    expect(response.status_code).toBe(201);
    expect(response.content_type).toBe('application/json');
    expect(response.headers?.['x-echo-method']).toBe('POST');
    expect(response.headers?.['x-echo-path']).toBe('/echo/sub?q=a%20b&status=201');
    expect(response.headers?.['x-echo-custom']).toBe('from pg_net');
    expect(response.headers?.['x-echo-authorized']).toBe('true');
    expect(JSON.parse(response.content ?? '')).toEqual({ a: [1, 'x'] });
  });

  it('records a local function that outlasts the request timeout as timed out', async () => {
    const headers = JSON.stringify({ authorization: `Bearer ${backend.emulator.anonKey}` });
    const { rows } = await backend.emulator.pg.query<{ id: string }>(
      `select net.http_get('${backend.emulator.url}/functions/v1/echo/slow', '{"ms":"4000"}'::jsonb, $1::jsonb,
         timeout_milliseconds => 300)::text as id`,
      [headers],
    );
    const response = await responseOf(rows[0]?.id ?? '', 30_000);
    expect(response).toMatchObject({ status_code: null, timed_out: true, error_msg: 'Timeout of 300 ms reached' });
  });
});

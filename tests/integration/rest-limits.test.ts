/**
 * Limits that keep one anonymous request from holding the backend: the roles' statement timeouts
 * (anon 3 s) on both engines, refused regular expressions whose cost explodes, and capped embeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { rest } from './rest-support.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  const emulator = backend.emulator;
  if (!emulator) throw new Error('these tests need the in-process backend');
  await emulator.pg.exec(`
    create function public.probe_slow(seconds double precision) returns int
      language sql volatile as $$ select 1 from pg_sleep(seconds) $$;
    grant execute on function public.probe_slow(double precision) to anon, authenticated;
    create table public.probe_a (id int primary key, payload text not null);
    create table public.probe_b (id int primary key, a_id int not null references public.probe_a (id));
    insert into public.probe_a select g, repeat('x', 1024 * 1024) from generate_series(1, 20) g;
    insert into public.probe_b select g, 1 + g % 20 from generate_series(1, 60) g;
    grant select on public.probe_a, public.probe_b to anon;
  `);
});

afterAll(async () => {
  await backend.close();
});

function providers(filter: string): Promise<Awaited<ReturnType<typeof rest>>> {
  return rest(backend, `/service-providers?select=uuid&${filter}`, { key: backend.anonKey });
}

describe('regular expression filters', () => {
  it('refuses back-references with a PostgREST-shaped 400', async () => {
    const pattern = encodeURIComponent('^(a|aa)*\\1*(a|a)*\\2*$');
    for (const op of ['match', 'imatch', 'not.match']) {
      const response = await providers(`first_name=${op}.${pattern}`);
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ code: 'PGRST100' });
      expect((response.json as { details: string }).details).toContain('back-references');
    }
    const named = await providers(`last_name=imatch.${encodeURIComponent('(?<x>a)\\k<x>')}`);
    expect(named.status).toBe(400);
    const inTree = await providers(`or=(first_name.match.${pattern},last_name.eq.x)`);
    expect(inTree.status).toBe(400);
  });

  it('refuses patterns longer than 256 characters', async () => {
    const long = 'a'.repeat(257);
    for (const op of ['match', 'imatch', 'like', 'ilike']) {
      const response = await providers(`first_name=${op}.${long}`);
      expect(response.status).toBe(400);
      expect((response.json as { details: string }).details).toContain('at most 256 characters');
    }
    const inList = await providers(`first_name=like(any).{a*,${long}}`);
    expect(inList.status).toBe(400);
  });

  it('still answers ordinary patterns and escaped backslashes', async () => {
    expect((await providers(`first_name=match.${encodeURIComponent('^[A-Z]')}`)).status).toBe(200);
    expect((await providers(`first_name=imatch.${encodeURIComponent('\\\\1')}`)).status).toBe(200);
    expect((await providers(`first_name=ilike.${'a'.repeat(256)}`)).status).toBe(200);
  });
});

describe('statement timeout of the anon role', () => {
  it('cancels a slow anonymous call near 3 s while health keeps answering', async () => {
    const started = Date.now();
    const slow = rest(backend, '/rpc/probe_slow?seconds=10', { key: backend.anonKey }).then((response) => ({
      response,
      ms: Date.now() - started,
    }));
    const health = fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } }).then(
      (response) => ({ status: response.status, ms: Date.now() - started }),
    );
    const [{ response, ms }, healthy] = await Promise.all([slow, health]);
    // PostgREST answers a cancelled statement (57014, operator intervention) with 500.
    expect(response.status).toBe(500);
    expect(response.json).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(ms).toBeGreaterThanOrEqual(2900);
    expect(ms).toBeLessThan(6000);
    expect(healthy.status).toBe(200);
    expect(healthy.ms).toBeLessThan(6000);
    // A server engine runs the statement elsewhere: health answers while it is still running.
    if (backend.emulator?.pg.engine === 'postgres') expect(healthy.ms).toBeLessThan(ms);
    const after = await rest(backend, '/rpc/probe_slow?seconds=0', { key: backend.anonKey });
    expect(after.status).toBe(200);
  });

  it('lets the service role run past the anon limit', async () => {
    const started = Date.now();
    const response = await rest(backend, '/rpc/probe_slow?seconds=3.5', { key: backend.serviceRoleKey });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3400);
  });
});

describe('embeds and response size', () => {
  const read = (query: string): ReturnType<typeof rest> => rest(backend, `/probe_a?${query}`, { key: backend.anonKey });
  const nested = (levels: number): string => {
    let inner = 'id';
    for (let level = levels; level >= 1; level -= 1) inner = `id,${level % 2 === 1 ? 'probe_b' : 'probe_a'}(${inner})`;
    return inner;
  };

  it('refuses embeds nested deeper than 4 levels with a PGRST100 400', async () => {
    const ok = await read(`select=${nested(4)}&limit=1`);
    expect(ok.status).toBe(200);
    const deep = await read(`select=${nested(5)}&limit=1`);
    expect(deep.status).toBe(400);
    expect(deep.json).toMatchObject({ code: 'PGRST100', details: 'Embedded resources may nest at most 4 levels deep' });
  });

  it('refuses more than 12 embedded resources in one select', async () => {
    const embeds = (n: number): string => Array.from({ length: n }, (_, i) => `b${String(i)}:probe_b(id)`).join(',');
    expect((await read(`select=id,${embeds(12)}&limit=1`)).status).toBe(200);
    const wide = await read(`select=id,${embeds(13)}&limit=1`);
    expect(wide.status).toBe(400);
    expect(wide.json).toMatchObject({ code: 'PGRST100', details: 'A select may embed at most 12 resources' });
  });

  it('answers a response over 16 MB with a 400 and stays healthy', async () => {
    const whole = await read('select=*');
    expect(whole.status).toBe(400);
    expect(whole.json).toMatchObject({ code: '54000' });
    expect((whole.json as { message: string }).message).toBe('The response would be 20.0 MB; at most 16.0 MB is sent');
    expect(whole.text.length).toBeLessThan(1000);
    const paged = await read('select=*&limit=10');
    expect(paged.status).toBe(200);
    expect((paged.json as unknown[]).length).toBe(10);
    const health = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } });
    expect(health.status).toBe(200);
  });
});

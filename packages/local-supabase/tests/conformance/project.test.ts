import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/index.js';
import { FIXTURE_PASSWORD, makeClient, signUpUser, startFixture } from '../support/backend.js';
import { rest } from '../support/rest.js';

// The fixture project (tests/fixtures/project): categories for all, notes for their owner, a private bucket.
let backend: RunningEmulator;

beforeAll(async () => {
  backend = await startFixture('project');
}, 120_000);

afterAll(async () => {
  await backend.close();
});

const newUser = () => signUpUser(backend);

describe('auth', () => {
  it('signs up with a session at once (confirmations off), then signs in and reads the user', async () => {
    const anon = makeClient(backend.url, backend.anonKey);
    const email = `signup-${String(Date.now())}@example.test`;
    const signUp = await anon.auth.signUp({ email, password: FIXTURE_PASSWORD });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session?.access_token).toEqual(expect.any(String));

    const client = makeClient(backend.url, backend.anonKey);
    const wrong = await client.auth.signInWithPassword({ email, password: 'Not-the-password-1' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const signIn = await client.auth.signInWithPassword({ email, password: FIXTURE_PASSWORD });
    expect(signIn.error).toBeNull();
    const { data } = await client.auth.getUser();
    expect(data.user).toMatchObject({ email, role: 'authenticated', aud: 'authenticated' });
  });
});

describe('rest', () => {
  it('reads with filters, order, embeds and a counted range', async () => {
    const anon = makeClient(backend.url, backend.anonKey);
    const { data, error, count } = await anon
      .from('categories')
      .select('name', { count: 'exact' })
      .in('id', [1, 2, 3])
      .order('name', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Work' }, { name: 'Travel' }]);
    expect(count).toBe(3);

    const response = await rest(backend.url, '/categories?select=id&or=(name.eq.Home,id.gte.3)&order=id', {
      key: backend.anonKey,
    });
    expect(response.json).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it('lets an owner insert, read, update and delete their notes, and nobody else see them (RLS)', async () => {
    const owner = await newUser();
    const other = await newUser();
    const inserted = await owner.client
      .from('notes')
      .insert({ title: 'Groceries', body: 'milk', category_id: 2, tags: ['list'] })
      .select('id, owner, title, category:categories(name)')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toMatchObject({ owner: owner.id, title: 'Groceries', category: { name: 'Home' } });
    const id = (inserted.data as { id: number }).id;

    expect((await other.client.from('notes').select('id').eq('id', id)).data).toEqual([]);
    expect((await makeClient(backend.url, backend.anonKey).from('notes').select('id')).data).toEqual([]);
    const stolen = await other.client.from('notes').update({ title: 'Mine now' }).eq('id', id).select();
    expect(stolen.data).toEqual([]);

    const updated = await owner.client
      .from('notes')
      .update({ title: 'Shopping' })
      .eq('id', id)
      .select('title')
      .single();
    expect(updated.data).toEqual({ title: 'Shopping' });
    const tagged = await owner.client.from('notes').select('title').contains('tags', ['list']);
    expect(tagged.data).toEqual([{ title: 'Shopping' }]);

    expect((await owner.client.from('notes').delete().eq('id', id)).error).toBeNull();
    expect((await owner.client.from('notes').select('id').eq('id', id)).data).toEqual([]);
  });

  it('answers PostgREST errors for a bad column, a broken constraint and a missing single row', async () => {
    const owner = await newUser();
    const badColumn = await owner.client.from('notes').select('nope');
    expect(badColumn.error?.code).toBe('42703');
    const tooLong = await owner.client.from('notes').insert({ title: 'x'.repeat(101) });
    expect(tooLong.error?.code).toBe('23514');
    const missing = await owner.client.from('notes').select('id').eq('id', -1).single();
    expect(missing.error?.code).toBe('PGRST116');
  });

  it('calls an RPC as the caller, so RLS decides what it counts', async () => {
    const owner = await newUser();
    await owner.client.from('notes').insert([
      { title: 'One', category_id: 1 },
      { title: 'Two', category_id: 1 },
      { title: 'Three', category_id: 3 },
    ]);
    expect((await owner.client.rpc('count_notes')).data).toBe(3);
    expect((await owner.client.rpc('count_notes', { category: 1 })).data).toBe(2);
    expect((await makeClient(backend.url, backend.anonKey).rpc('count_notes')).data).toBe(0);
    const unknown = await owner.client.rpc('count_everything');
    expect(unknown.error?.code).toBe('PGRST202');
  });
});

describe('storage', () => {
  it("uploads to the user's own folder and downloads the same bytes; others are refused", async () => {
    const owner = await newUser();
    const bucket = owner.client.storage.from('files');
    const path = `${owner.id}/hello.txt`;
    const uploaded = await bucket.upload(path, 'Hello, storage', { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    const downloaded = await bucket.download(path);
    expect(await downloaded.data?.text()).toBe('Hello, storage');

    const elsewhere = await bucket.upload(`someone-else/hello.txt`, 'no', { contentType: 'text/plain' });
    expect(elsewhere.error).not.toBeNull();
    const other = await newUser();
    expect((await other.client.storage.from('files').download(path)).error).not.toBeNull();
    const wrongType = await bucket.upload(`${owner.id}/page.html`, '<p>', { contentType: 'text/html' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
  });
});

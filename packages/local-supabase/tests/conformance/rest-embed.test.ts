import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../src/index.js';
import { startFixture } from '../support/backend.js';
import { rest, type RawInit, type RawResponse } from '../support/rest.js';

// A small library project (tests/fixtures/embed-project) with every kind of relationship PostgREST embeds.
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startFixture('embed-project');
}, 120_000);

afterAll(async () => {
  await emulator.close();
});

function get(path: string, init: Partial<RawInit> = {}): Promise<RawResponse> {
  return rest(emulator.url, path, { key: emulator.anonKey, ...init });
}

async function rows(path: string, init: Partial<RawInit> = {}): Promise<unknown> {
  const response = await get(path, init);
  expect(response.status, response.text).toBeLessThan(300);
  return response.json;
}

describe('resource embedding', () => {
  it('embeds a many-to-one as an object (null when missing) and a one-to-many as an array', async () => {
    expect(await rows('/books?select=title,author:authors!author_id(name)&id=in.(1,2)&order=id')).toEqual([
      { title: 'Analytical Notes', author: { name: 'Ada' } },
      { title: 'Bridges', author: { name: 'Brian' } },
    ]);
    expect(await rows('/books?select=title,editor:authors!editor_id(name)&id=in.(1,2)&order=id')).toEqual([
      { title: 'Analytical Notes', editor: { name: 'Brian' } },
      { title: 'Bridges', editor: null },
    ]);
    expect(await rows('/authors?select=name,books!author_id(title)&order=id&books.order=id')).toEqual([
      { name: 'Ada', books: [{ title: 'Analytical Notes' }] },
      { name: 'Brian', books: [{ title: 'Bridges' }, { title: 'Circuits' }] },
      { name: 'Chitra', books: [{ title: 'Drafts' }] },
    ]);
  });

  it('embeds a one-to-one as an object both ways', async () => {
    expect(await rows('/books?select=id,book_details(isbn)&id=in.(1,3)&order=id')).toEqual([
      { id: 1, book_details: { isbn: '978-1' } },
      { id: 3, book_details: null },
    ]);
    expect(await rows('/book_details?select=isbn,books(title)&book_id=eq.2')).toEqual([
      { isbn: '978-2', books: { title: 'Bridges' } },
    ]);
  });

  it('embeds many-to-many through the junction table', async () => {
    expect(await rows('/books?select=title,tags(name)&id=eq.1&tags.order=name')).toEqual([
      { title: 'Analytical Notes', tags: [{ name: 'history' }, { name: 'maths' }] },
    ]);
    expect(await rows('/tags?select=name,books(id)&id=eq.2')).toEqual([{ name: 'travel', books: [{ id: 2 }] }]);
  });

  it('follows a self reference: children by table name, the parent through the column', async () => {
    expect(await rows('/authors?select=name,authors(name)&id=eq.1&authors.order=id')).toEqual([
      { name: 'Ada', authors: [{ name: 'Brian' }, { name: 'Chitra' }] },
    ]);
    expect(await rows('/authors?select=name,mentor:mentor_id(name)&id=eq.2')).toEqual([
      { name: 'Brian', mentor: { name: 'Ada' } },
    ]);
  });

  it('accepts the constraint name and the table name of a junction as hints', async () => {
    expect(await rows('/books?select=id,authors!books_editor_id_fkey(name)&id=eq.3')).toEqual([
      { id: 3, authors: { name: 'Ada' } },
    ]);
    expect(await rows('/books?select=id,tags!book_tags(id)&id=eq.2')).toEqual([{ id: 2, tags: [{ id: 2 }] }]);
  });

  it('nests embeds and aliases them', async () => {
    expect(
      await rows('/tags?select=name,books(title,writer:authors!author_id(name,mentor:mentor_id(name)))&id=eq.2'),
    ).toEqual([{ name: 'travel', books: [{ title: 'Bridges', writer: { name: 'Brian', mentor: { name: 'Ada' } } }] }]);
  });

  it('spreads a to-one embed into the parent, and a to-many one as arrays', async () => {
    expect(await rows('/books?select=title,...authors!author_id(author:name)&id=eq.1')).toEqual([
      { title: 'Analytical Notes', author: 'Ada' },
    ]);
    expect(await rows('/authors?select=name,...books!author_id(title)&id=eq.2&books.order=id')).toEqual([
      { name: 'Brian', title: ['Bridges', 'Circuits'] },
    ]);
  });

  it('filters, orders and pages embedded rows without dropping parents; !inner drops them', async () => {
    const path = '/authors?select=name,books!author_id(title)&order=id&books.pages=gte.100';
    expect(await rows(path)).toEqual([
      { name: 'Ada', books: [{ title: 'Analytical Notes' }] },
      { name: 'Brian', books: [{ title: 'Bridges' }] },
      { name: 'Chitra', books: [] },
    ]);
    expect(await rows(path.replace('books!author_id', 'books!author_id!inner'))).toEqual([
      { name: 'Ada', books: [{ title: 'Analytical Notes' }] },
      { name: 'Brian', books: [{ title: 'Bridges' }] },
    ]);
    expect(
      await rows(
        '/authors?select=name,books!author_id(title)&id=eq.2&books.order=pages.desc&books.limit=1&books.offset=1',
      ),
    ).toEqual([{ name: 'Brian', books: [{ title: 'Circuits' }] }]);
    expect(
      await rows('/authors?select=name,books!author_id(title)&id=eq.2&books.or=(pages.lt.100,title.eq.Nope)'),
    ).toEqual([{ name: 'Brian', books: [{ title: 'Circuits' }] }]);
  });

  it('keeps parents with !left, filters them with embed=is.null / not.is.null, and embeds with no columns', async () => {
    expect(await rows('/books?select=id,editor:authors!editor_id!left(name)&order=id&limit=2')).toEqual([
      { id: 1, editor: { name: 'Brian' } },
      { id: 2, editor: null },
    ]);
    expect(await rows('/books?select=id,book_details(isbn)&book_details=is.null&order=id')).toEqual([
      { id: 3, book_details: null },
      { id: 4, book_details: null },
    ]);
    expect(await rows('/books?select=id,book_details()&book_details=not.is.null&order=id')).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it('applies row level security to embedded rows as the caller', async () => {
    expect(await rows('/books?select=id,reviews(stars)&id=eq.1')).toEqual([{ id: 1, reviews: [{ stars: 5 }] }]);
    expect(
      await rows('/books?select=id,reviews(stars)&id=eq.1&reviews.order=stars', { key: emulator.serviceRoleKey }),
    ).toEqual([{ id: 1, reviews: [{ stars: 2 }, { stars: 5 }] }]);
    expect(await rows('/books?select=id,reviews!inner(stars)&reviews.stars=lt.3')).toEqual([]);
  });

  it('embeds through views over the tables', async () => {
    expect(await rows('/long_books?select=title,authors!author_id(name)&order=id')).toEqual([
      { title: 'Analytical Notes', authors: { name: 'Ada' } },
      { title: 'Bridges', authors: { name: 'Brian' } },
    ]);
    expect(await rows('/authors?select=name,long_books!author_id(title)&id=eq.2')).toEqual([
      { name: 'Brian', long_books: [{ title: 'Bridges' }] },
    ]);
  });

  it('embeds computed relationships: set-returning as an array, ROWS 1 as an object', async () => {
    expect(await rows('/authors?select=name,written_books(title),first_book(title)&id=eq.2')).toEqual([
      { name: 'Brian', written_books: [{ title: 'Bridges' }, { title: 'Circuits' }], first_book: { title: 'Bridges' } },
    ]);
  });

  it('embeds in the representation of a write', async () => {
    const response = await get('/book_details?select=isbn,books(title)', {
      key: emulator.serviceRoleKey,
      method: 'POST',
      headers: { prefer: 'return=representation,tx=rollback' },
      body: JSON.stringify({ book_id: 3, isbn: '978-3' }),
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual([{ isbn: '978-3', books: { title: 'Circuits' } }]);
  });

  it('answers PGRST200 for no relationship and PGRST201 (HTTP 300) with the candidates for several', async () => {
    const missing = await get('/books?select=*,tags!nope(*)');
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'books' and 'tags' using the hint 'nope' in the schema 'public', but no matches were found.",
      hint: null,
      message: "Could not find a relationship between 'books' and 'tags' in the schema cache",
    });
    const ambiguous = await get('/books?select=*,authors(*)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_author_id_fkey using books(author_id) and authors(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'books with authors',
          relationship: 'books_editor_id_fkey using books(editor_id) and authors(id)',
        },
      ],
      hint: "Try changing 'authors' to one of the following: 'authors!books_author_id_fkey', 'authors!books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'books' and 'authors'",
    });
    const notSelected = await get('/books?select=id&tags.name=eq.maths');
    expect(notSelected.json).toMatchObject({ code: 'PGRST108' });
  });
});

describe('columns, paths and aggregates', () => {
  it('selects a computed field and filters and orders by it', async () => {
    expect(await rows('/books?select=id,book_label&book_label=like.*Bridges*')).toEqual([
      { id: 2, book_label: 'Bridges (300 p.)' },
    ]);
    expect(await rows('/authors?select=name,books!author_id(book_label)&id=eq.3')).toEqual([
      { name: 'Chitra', books: [{ book_label: 'Drafts (40 p.)' }] },
    ]);
  });

  it('reads, filters and orders by JSON paths', async () => {
    expect(await rows('/books?select=id,data->lang->>code,lang:data->lang&data->lang->>code=eq.ml')).toEqual([
      { id: 2, code: 'ml', lang: { code: 'ml' } },
    ]);
    expect(await rows('/books?select=id&data=not.is.null&order=data->lang->>code.desc')).toEqual([
      { id: 2 },
      { id: 1 },
    ]);
    expect(await rows('/books?select=first_tag:data->tags->>0&id=eq.1')).toEqual([{ first_tag: 'maths' }]);
  });

  it('aggregates when the authenticator role enables it, grouping by the other columns', async () => {
    expect(await rows('/books?select=author_id,count(),pages.sum()&order=author_id')).toEqual([
      { author_id: 1, count: 1, sum: 120 },
      { author_id: 2, count: 2, sum: 380 },
      { author_id: 3, count: 1, sum: 40 },
    ]);
    expect(await rows('/authors?select=name,books!author_id(count)&id=eq.2')).toEqual([
      { name: 'Brian', books: [{ count: 2 }] },
    ]);
  });
});

describe('schemas, functions, preferences and media types', () => {
  it('serves another exposed schema through Accept-Profile and refuses unexposed ones', async () => {
    const archived = await get('/books?select=title', { headers: { 'accept-profile': 'archive' } });
    expect(archived.json).toEqual([{ title: 'Old Ledger' }]);
    expect(archived.headers.get('content-profile')).toBe('archive');
    const refused = await get('/books', { headers: { 'accept-profile': 'secret' } });
    expect(refused.status).toBe(406);
    expect(refused.json).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public, archive',
    });
  });

  it('resolves overloads like PostgREST: PGRST203 for ambiguity, one unnamed text parameter under ""', async () => {
    const ambiguous = await get('/rpc/pick', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    });
    const unnamed = await get('/rpc/shout', { method: 'POST', body: JSON.stringify({ '': 'hello' }) });
    expect(unnamed.json).toBe('HELLO');
    const computedOnly = await get('/rpc/book_label', { method: 'POST', body: '{}' });
    expect(computedOnly.status).toBe(404);
    expect(computedOnly.json).toMatchObject({ code: 'PGRST202' });
  });

  it('embeds from a function returning table rows', async () => {
    const response = await get('/rpc/add_pages?select=id,authors!author_id(name)&id=eq.4', {
      method: 'POST',
      headers: { prefer: 'tx=rollback' },
      body: JSON.stringify({ extra: 1 }),
    });
    expect(response.json).toEqual([{ id: 4, authors: { name: 'Chitra' } }]);
  });

  it('refuses an RPC touching more rows than max-affected, and rolls it back', async () => {
    const response = await get('/rpc/add_pages', {
      method: 'POST',
      headers: { prefer: 'handling=strict,max-affected=1' },
      body: JSON.stringify({ extra: 1000 }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST124' });
    expect(await rows('/books?select=pages&id=eq.1')).toEqual([{ pages: 120 }]);
  });

  it('fills missing keys with column defaults under missing=default, consuming the identity per row', async () => {
    const response = await get('/counters?columns=id,label,n', {
      key: emulator.serviceRoleKey,
      method: 'POST',
      headers: { prefer: 'return=representation,missing=default' },
      body: JSON.stringify([{ id: 50, label: 'given' }, { n: 1 }]),
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual([
      { id: 50, label: 'given', n: 7 },
      { id: 2, label: 'none', n: 1 },
    ]);
  });

  it('runs each request with the search_path PostgREST sets: its schema, then extra_search_path', async () => {
    expect(await rows('/rpc/request_search_path')).toBe('"public", "public", "extensions"');
  });

  it('estimates count=planned from the plan', async () => {
    const response = await get('/books?select=*', { method: 'HEAD', headers: { prefer: 'count=planned' } });
    expect(response.headers.get('content-range')).toMatch(/^0-3\/\d+$/);
  });

  it('answers CSV and EXPLAIN plans when asked', async () => {
    const csv = await get('/authors?select=id,name&order=id', { headers: { accept: 'text/csv' } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toBe('id,name\n1,Ada\n2,Brian\n3,Chitra');
    const plan = await get('/authors?select=*', {
      headers: { accept: 'application/vnd.pgrst.plan+json; for="application/json"' },
    });
    expect(plan.status).toBe(200);
    expect(plan.json).toEqual([expect.objectContaining({ Plan: expect.any(Object) as unknown })]);
  });
});

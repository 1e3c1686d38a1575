import { describe, expect, it } from 'vitest';
import { relationKey, type Relation } from '../../src/rest/catalog.js';
import { RestError } from '../../src/rest/errors.js';
import { planCall } from '../../src/rest/plan/call-plan.js';
import type { PlanInput } from '../../src/rest/plan/plan-input.js';
import { planRead } from '../../src/rest/plan/read-plan.js';
import { planDelete, planInsert, planUpdate } from '../../src/rest/plan/write-plan.js';
import { callQuery } from '../../src/rest/query/call-query.js';
import { readQuery } from '../../src/rest/query/read-query.js';
import { deleteQuery, insertQuery, updateQuery } from '../../src/rest/query/write-query.js';
import { readResponse } from '../../src/rest/response/read-response.js';
import { deleteShape, insertResponse, mutationResponse, updateShape } from '../../src/rest/response/write-response.js';
import type { StatementRow } from '../../src/rest/query/shape.js';
import { planInput, snapshot } from '../support/catalog.js';

const B = '"public"."books"';
const COUNT_UP_START = "where set_config('pgrst.inserted'";

function relationOf(name: string): Relation {
  const relation = snapshot.relations.get(relationKey('public', name));
  if (!relation) throw new Error(`no ${name} in the test catalog`);
  return relation;
}

/** Plan → query for one request: the statement and its parameters. */
function statement(input: PlanInput): { sql: string; params: string[] } {
  const { target } = input;
  if (target.kind === 'rpc') {
    const plan = planCall(input, target.name, snapshot.routines.get(relationKey('public', target.name)) ?? []);
    return { sql: callQuery(input, plan), params: plan.params.values };
  }
  const relation = relationOf(target.name);
  switch (input.method) {
    case 'POST': {
      const plan = planInsert(input, relation);
      return { sql: insertQuery(plan, input.prefs.missing), params: plan.params.values };
    }
    case 'PATCH': {
      const plan = planUpdate(input, relation);
      return { sql: updateQuery(plan, input.prefs.missing), params: plan.params.values };
    }
    case 'DELETE': {
      const plan = planDelete(input, relation);
      return { sql: deleteQuery(plan), params: plan.params.values };
    }
    default: {
      const query = readQuery(input, planRead(input, relation));
      return { sql: query.sql, params: query.params.values };
    }
  }
}

function failure(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof RestError) return `${String(error.status)} ${error.code}`;
    throw error;
  }
  throw new Error('expected a RestError');
}

interface SqlCase {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Fragments the statement contains, in this order. */
  sql: string[];
  params: string[];
}

const SQL_CASES: SqlCase[] = [
  {
    name: 'read: columns, filter, order and page',
    method: 'GET',
    path: '/books?select=id,title&id=eq.1&order=title.desc&limit=2&offset=1',
    sql: [
      `with pgrst_source as (select ${B}."id" as pgrst_c0, ${B}."title" as pgrst_c1 from ${B}`,
      ` where ${B}."id" = $1 order by ${B}."title" desc limit $2 offset $3)`,
      'select null as total, (select count(*) from pgrst_source) as page_total',
      `(select coalesce(json_agg(_t), '[]') from (select pgrst_c0 as "id", pgrst_c1 as "title" from pgrst_source) _t)::text`,
    ],
    params: ['1', '2', '1'],
  },
  {
    name: 'read: a to-one embed joined laterally, exact count over the filtered rows',
    method: 'GET',
    path: '/books?select=title,authors(name)&pages=gt.100',
    headers: { prefer: 'count=exact' },
    sql: [
      `left join lateral (select row_to_json("books_authors_1") as pgrst_body`,
      `where "authors_1"."id" = ${B}."author_id"`,
      `where ${B}."pages" > $1)`,
      `select (select count(*) from (select 1 from ${B} left join lateral`,
      'pgrst_counted) as total',
      'pgrst_c1 as "authors"',
    ],
    params: ['100'],
  },
  {
    name: 'read: or= tree, like with * as %, CSV body',
    method: 'GET',
    path: '/books?or=(id.eq.1,title.like.*x*)',
    headers: { accept: 'text/csv' },
    sql: [`where (${B}."id" = $1 or ${B}."title" like $2))`, `'id,title,author_id,pages' || E'\\n'`],
    params: ['1', '%x%'],
  },
  {
    name: 'read: the singular object asks for the first row',
    method: 'GET',
    path: '/books?select=id',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    sql: ['(select json_agg(_t) -> 0 from (select pgrst_c0 as "id" from pgrst_source) _t)::text'],
    params: [],
  },
  {
    name: 'read: HEAD builds no body',
    method: 'HEAD',
    path: '/books?select=id',
    sql: ['from (select null as b) pgrst_b'],
    params: [],
  },
  {
    name: 'insert: upsert on the primary key, counting merged rows, representation',
    method: 'POST',
    path: '/books',
    headers: { prefer: 'return=representation,resolution=merge-duplicates' },
    body: '[{"id":"1","title":"a"}]',
    sql: [
      `insert into ${B} ("id", "title") select pgrst_body."id", pgrst_body."title" from json_populate_recordset(null::${B}, $1::json) pgrst_body`,
      COUNT_UP_START,
      ' on conflict ("id") do update set "id" = excluded."id", "title" = excluded."title" where ',
      `returning ${B}.*)`,
      'pgrst_shaped as (select "books"."id" as pgrst_c0',
    ],
    params: ['[{"id":"1","title":"a"}]'],
  },
  {
    name: 'insert: columns= limits the columns, minimal return selects 1',
    method: 'POST',
    path: '/books?columns=title',
    body: '{"title":"a","x":1}',
    sql: [
      `with pgrst_source as (insert into ${B} ("title") select pgrst_body."title" from json_populate_recordset(null::${B}, $1::json) pgrst_body returning 1 as pgrst_one)`,
      'null as body',
    ],
    params: ['[{"title":"a","x":1}]'],
  },
  {
    name: 'update: filter first, then the body',
    method: 'PATCH',
    path: '/books?id=eq.1',
    body: '{"title":"b"}',
    sql: [
      `update ${B} set "title" = pgrst_body."title" from (select * from json_populate_record(null::${B}, $2::json)) pgrst_body where ${B}."id" = $1 returning 1 as pgrst_one`,
    ],
    params: ['1', '{"title":"b"}'],
  },
  {
    name: 'update: limit with order picks rows by ctid',
    method: 'PATCH',
    path: '/books?id=gt.1&order=id&limit=1',
    body: '{"title":"b"}',
    sql: [`where ${B}.ctid = any(array(select ${B}.ctid from ${B} where ${B}."id" > $1 order by ${B}."id" limit $2))`],
    params: ['1', '1', '{"title":"b"}'],
  },
  {
    name: 'update: missing=default sets absent columns to their default',
    method: 'PATCH',
    path: '/books?id=eq.1&columns=title,pages',
    headers: { prefer: 'missing=default' },
    body: '{"title":"b"}',
    sql: [`set "title" = pgrst_body."title", "pages" = default from`],
    params: ['1', '{"title":"b"}'],
  },
  {
    name: 'delete: returning the rows shaped by select=',
    method: 'DELETE',
    path: '/books?id=eq.1&select=title',
    headers: { prefer: 'return=representation' },
    sql: [
      `with pgrst_source as (delete from ${B} where ${B}."id" = $1 returning ${B}.*)`,
      'pgrst_shaped as (select "books"."title" as pgrst_c0 from pgrst_source as "books")',
    ],
    params: ['1'],
  },
  {
    name: 'call: GET arguments from the query string, one scalar value',
    method: 'GET',
    path: '/rpc/double?a=2',
    sql: [
      `from (select "public"."double"("a" := pgrst_args."a") as "double" from json_to_record($1::json) as pgrst_args("a" int4)) pgrst_call`,
      `coalesce((select to_json(pgrst_c0) from pgrst_source)::text, 'null')`,
    ],
    params: ['{"a":"2"}'],
  },
  {
    name: 'call: a set of scalars is an array',
    method: 'POST',
    path: '/rpc/series',
    body: '{"a":3}',
    sql: [`(select coalesce(json_agg(pgrst_c0), '[]') from pgrst_source)::text`],
    params: ['{"a":3}'],
  },
  {
    name: 'call: a set of rows, filtered and counted once',
    method: 'POST',
    path: '/rpc/books_after?select=title&pages=gt.1',
    headers: { prefer: 'count=exact' },
    body: '{"a":1}',
    sql: [
      'with pgrst_call_all as (select pgrst_call.* from json_to_record($1::json) as pgrst_args("a" int4), lateral "public"."books_after"("a" := pgrst_args."a") pgrst_call)',
      'from pgrst_call_all pgrst_call where pgrst_call."pages" > $2)',
      'select (select count(*) from pgrst_call_all pgrst_call where pgrst_call."pages" > $2) as total',
    ],
    params: ['{"a":1}', '1'],
  },
  {
    name: 'call: a void function is a plain select',
    method: 'POST',
    path: '/rpc/touch',
    body: '{"a":1}',
    sql: ['select "public"."touch"("a" := pgrst_args."a") from json_to_record($1::json) as pgrst_args("a" int4)'],
    params: ['{"a":1}'],
  },
];

describe('plan → query: the SQL of a request', () => {
  it.each(SQL_CASES)('$name', async (testCase) => {
    const input = await planInput(testCase.method, testCase.path, testCase.headers, testCase.body);
    const { sql, params } = statement(input);
    let from = 0;
    for (const fragment of testCase.sql) {
      const at = sql.indexOf(fragment, from);
      expect(at, `${fragment}\n  in\n${sql}`).toBeGreaterThanOrEqual(0);
      from = at + fragment.length;
    }
    expect(params).toEqual(testCase.params);
  });

  it.each<[string, string, string, Record<string, string>, string]>([
    ['an unknown column in a filter', 'GET', '/books?nope=eq.1', {}, '400 42703'],
    ['an unknown embed', 'GET', '/books?select=title,nope(name)', {}, '400 PGRST200'],
    ['an unknown column before a bad limit (update)', 'PATCH', '/books?nope=eq.1&limit=x', {}, '400 42703'],
    ['a write without a filter', 'DELETE', '/books', {}, '400 21000'],
    ['limit on a view write', 'DELETE', '/long_books?id=eq.1&limit=1', {}, '400 PGRST127'],
    ['an overload that takes no such argument', 'POST', '/rpc/double', {}, '404 PGRST202'],
    ['an RPC by PATCH', 'PATCH', '/rpc/double', {}, '405 PGRST101'],
    [
      'an upsert on an unknown column',
      'POST',
      '/books?on_conflict=nope',
      { prefer: 'resolution=merge-duplicates' },
      '400 PGRST204',
    ],
  ])('the plan refuses %s', async (_name, method, path, headers, expected) => {
    const body = method === 'POST' ? (path.startsWith('/rpc') ? '{"b":1}' : '{"title":"a"}') : '{"title":"a"}';
    const input = await planInput(method, path, headers, method === 'DELETE' ? '' : body);
    expect(failure(() => statement(input))).toBe(expected);
  });
});

describe('the ApiRequest stage', () => {
  it.each<[string, string, string, Record<string, string>, string]>([
    ['the root', 'GET', '/', {}, '404 PGRST126'],
    ['a nested path', 'GET', '/books/1', {}, '404 PGRST125'],
    ['bad percent-encoding', 'GET', '/bo%zzks', {}, '404 PGRST125'],
    ['an unexposed profile', 'GET', '/books', { 'accept-profile': 'private' }, '406 PGRST106'],
    ['a method PostgREST lacks', 'PUT', '/books', {}, '405 PGRST117'],
    [
      'strict handling of an unknown preference',
      'GET',
      '/books',
      { prefer: 'handling=strict, bogus=1' },
      '400 PGRST122',
    ],
  ])('refuses %s', async (_name, method, path, headers, expected) => {
    const outcome = await planInput(method, path, headers).then(
      () => 'accepted',
      (error: unknown) => (error instanceof RestError ? `${String(error.status)} ${error.code}` : String(error)),
    );
    expect(outcome).toBe(expected);
  });

  it('reads target, profile, preferences, search path and gateway headers', async () => {
    const input = await planInput('POST', '/rpc/double?select=x', {
      'content-profile': 'public',
      prefer: 'return=representation, count=exact',
      'x-forwarded-for': '10.0.0.1',
      'cf-connecting-ip': '1.2.3.4',
    });
    expect(input.target).toEqual({ kind: 'rpc', name: 'double' });
    expect(input.path).toBe('/rpc/double');
    expect(input.schema).toBe('public');
    expect(input.searchPath).toBe('"public", "extensions"');
    expect(input.prefs.return).toBe('representation');
    expect(input.prefs.count).toBe('exact');
    expect(input.params.select).toBe('x');
    expect(input.headers['x-forwarded-for']).toBe('10.0.0.1, 127.0.0.1');
    expect(input.headers['x-real-ip']).toBe('127.0.0.1');
    expect(input.headers['cf-connecting-ip']).toBeUndefined();
  });
});

const row = (pageTotal: number, total: number | null, body: string | null = '[]'): StatementRow => ({
  total,
  page_total: pageTotal,
  body,
  body_bytes: null,
});

interface ResponseCase {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  row: StatementRow;
  status: number | string;
  contentRange?: string;
  body?: string | null;
  contentType?: string;
}

const READ_RESPONSES: ResponseCase[] = [
  { name: 'a page of rows', row: row(2, null, '[1,2]'), status: 200, contentRange: '0-1/*', body: '[1,2]' },
  { name: 'no rows', row: row(0, null), status: 200, contentRange: '*/*', body: '[]' },
  {
    name: 'a counted partial page',
    path: '/books?limit=2',
    headers: { prefer: 'count=exact' },
    row: row(2, 5),
    status: 206,
    contentRange: '0-1/5',
  },
  {
    name: 'an offset past the counted rows',
    path: '/books?offset=10',
    headers: { prefer: 'count=exact' },
    row: row(0, 5),
    status: 416,
    contentRange: '*/5',
  },
  { name: 'HEAD answers no body', method: 'HEAD', row: row(1, null, null), status: 200, body: null },
  {
    name: 'one object for the singular type',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    row: row(1, null, '{"id":1}'),
    status: 200,
    body: '{"id":1}',
    contentType: 'application/vnd.pgrst.object+json; charset=utf-8',
  },
  {
    name: 'the singular type over two rows',
    headers: { accept: 'application/vnd.pgrst.object+json' },
    row: row(2, null),
    status: '406 PGRST116',
  },
  {
    name: 'CSV keeps its media type',
    headers: { accept: 'text/csv' },
    row: row(1, null, 'id\n1'),
    status: 200,
    body: 'id\n1',
    contentType: 'text/csv; charset=utf-8',
  },
  { name: 'a body over the limit', row: { ...row(1, null, null), body_bytes: 20_000_000 }, status: '400 54000' },
];

describe('the response stage', () => {
  it.each(READ_RESPONSES)('read: $name', async (testCase) => {
    const input = await planInput(testCase.method ?? 'GET', testCase.path ?? '/books', testCase.headers);
    const page = planRead(input, relationOf('books')).page;
    if (typeof testCase.status === 'string') {
      expect(failure(() => readResponse(input, page, testCase.row))).toBe(testCase.status);
      return;
    }
    const response = readResponse(input, page, testCase.row);
    expect(response.status).toBe(testCase.status);
    if (testCase.contentRange !== undefined) expect(response.headers?.['content-range']).toBe(testCase.contentRange);
    if (testCase.body !== undefined && testCase.status < 400) expect(response.body ?? null).toBe(testCase.body);
    if (testCase.contentType !== undefined) expect(response.headers?.['content-type']).toBe(testCase.contentType);
  });

  it.each<[string, Record<string, string>, string, boolean, number, Record<string, string>]>([
    ['minimal insert', {}, '{"id":"1"}', false, 201, { 'content-range': '*/*' }],
    [
      'counted representation',
      { prefer: 'return=representation, count=exact' },
      '{"id":"1"}',
      false,
      201,
      { 'content-range': '*/1', 'preference-applied': 'return=representation, count=exact' },
    ],
    [
      'an upsert that only merged',
      { prefer: 'resolution=merge-duplicates' },
      '{"id":"1"}',
      true,
      200,
      { 'preference-applied': 'resolution=merge-duplicates' },
    ],
    [
      'headers-only with a Location',
      { prefer: 'return=headers-only' },
      '{"id":"7"}',
      false,
      201,
      { location: '/books?id=eq.7' },
    ],
  ])('insert: %s', async (_name, headers, body, merged, status, expected) => {
    const input = await planInput('POST', '/books', headers, body);
    const plan = planInsert(input, relationOf('books'));
    const answered = headers.prefer?.includes('headers-only') ? '[{"id":"7"}]' : '[{"id":"1"}]';
    const response = insertResponse(input, plan, row(1, null, answered), merged);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(expected)) expect(response.headers?.[name]).toBe(value);
  });

  it.each<[string, string, Record<string, string>, number, number | string, string]>([
    ['PATCH minimal', 'PATCH', {}, 2, 204, '0-1/*'],
    ['PATCH nothing matched, counted', 'PATCH', { prefer: 'count=exact' }, 0, 204, '*/0'],
    ['PATCH representation', 'PATCH', { prefer: 'return=representation' }, 1, 200, '0-0/*'],
    ['DELETE counted', 'DELETE', { prefer: 'count=exact' }, 3, 204, '*/3'],
    ['DELETE over max-affected', 'DELETE', { prefer: 'handling=strict, max-affected=1' }, 2, '400 PGRST124', ''],
    ['PATCH singular over two rows', 'PATCH', { accept: 'application/vnd.pgrst.object+json' }, 2, '406 PGRST116', ''],
  ])('%s', async (_name, method, headers, rows, status, contentRange) => {
    const input = await planInput(method, '/books?id=gt.0', headers, method === 'PATCH' ? '{"title":"t"}' : '');
    const representation = input.prefs.return === 'representation';
    const shape = method === 'PATCH' ? updateShape(input, representation) : deleteShape(input, representation);
    const answer = () => mutationResponse(input, shape, row(rows, null, '[]'));
    if (typeof status === 'string') {
      expect(failure(answer)).toBe(status);
      return;
    }
    const response = answer();
    expect(response.status).toBe(status);
    expect(response.headers?.['content-range']).toBe(contentRange);
  });
});

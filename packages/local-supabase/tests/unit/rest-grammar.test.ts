import { describe, expect, it } from 'vitest';
import { RestError } from '../../src/rest/errors.js';
import { parseFilter, parseLogicParam, type Filter, type LogicTree } from '../../src/rest/request/filter-parser.js';
import { parseOrder, type OrderTerm } from '../../src/rest/request/order-parser.js';
import { readParams } from '../../src/rest/request/query-params.js';
import { contentRange, pageStatus, requestedPage } from '../../src/rest/request/range.js';
import { parseSelect, type ColumnItem, type SelectItem } from '../../src/rest/request/select-parser.js';
import { Params } from '../../src/rest/query/sql.js';
import { parseConditions, renderOrder, renderWhere } from '../../src/rest/query/where.js';

/** The PostgREST error a call throws, as `{status, code, details}`. */
function failure(call: () => unknown): { status: number; code: string; details: unknown } {
  try {
    call();
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, code: error.code, details: error.details };
    throw error;
  }
  throw new Error('expected a RestError');
}

function column(name: string, extra: Partial<ColumnItem> = {}): ColumnItem {
  return {
    kind: 'column',
    field: { name, path: [] },
    alias: null,
    cast: null,
    aggregate: null,
    aggregateCast: null,
    ...extra,
  };
}

const resolve = (name: string) => `"t"."${name}"`;

describe('select=', () => {
  it.each<[string, SelectItem[]]>([
    ['*', [{ kind: 'star' }]],
    ['id,name', [column('id'), column('name')]],
    ['full:name', [column('name', { alias: 'full' })]],
    ['"odd,name"', [column('odd,name')]],
    ['n::int,label::text', [column('n', { cast: 'integer' }), column('label', { cast: '"text"' })]],
    [
      'data->a->>b',
      [
        column('data', {
          field: {
            name: 'data',
            path: [
              { arrow: '->', key: 'a' },
              { arrow: '->>', key: 'b' },
            ],
          },
        }),
      ],
    ],
    [
      'label:data->>k',
      [column('data', { alias: 'label', field: { name: 'data', path: [{ arrow: '->>', key: 'k' }] } })],
    ],
    ['count()', [{ kind: 'count', alias: null, cast: null }]],
    ['pages.sum()::int', [column('pages', { aggregate: 'sum', aggregateCast: 'integer' })]],
    [
      'author:authors!author_id(name)',
      [
        {
          kind: 'embed',
          name: 'authors',
          alias: 'author',
          hint: 'author_id',
          join: null,
          spread: false,
          items: [column('name')],
        },
      ],
    ],
    [
      'books!inner(title,tags(*))',
      [
        {
          kind: 'embed',
          name: 'books',
          alias: null,
          hint: null,
          join: 'inner',
          spread: false,
          items: [
            column('title'),
            {
              kind: 'embed',
              name: 'tags',
              alias: null,
              hint: null,
              join: null,
              spread: false,
              items: [{ kind: 'star' }],
            },
          ],
        },
      ],
    ],
    [
      '...authors!left(name)',
      [
        {
          kind: 'embed',
          name: 'authors',
          alias: null,
          hint: null,
          join: 'left',
          spread: true,
          items: [column('name')],
        },
      ],
    ],
  ])('%s', (input, items) => {
    expect(parseSelect(input)).toEqual(items);
  });

  it.each([
    ['id,,name', 'unexpected "," expecting field name (* or [a..z0..9_$])'],
    ['books(title', 'unexpected end of input expecting ")"'],
    ['a:', 'unexpected end of input expecting field name (* or [a..z0..9_$])'],
    ['authors!hint', 'unexpected end of input expecting "("'],
  ])('refuses %s with PGRST100', (input, details) => {
    expect(failure(() => parseSelect(input))).toEqual({ status: 400, code: 'PGRST100', details });
  });
});

describe('filters', () => {
  const compare = (op: string, value: string, quantifier: 'any' | 'all' | null = null) => ({
    kind: 'compare',
    op,
    quantifier,
    value,
  });

  it.each<[string, string, Omit<Filter, 'field'>]>([
    ['id', 'eq.1', { path: [], negate: false, operation: compare('eq', '1') } as Omit<Filter, 'field'>],
    ['name', 'not.like.A*', { path: [], negate: true, operation: compare('like', 'A*') } as Omit<Filter, 'field'>],
    [
      'name',
      'ilike(any).{A*,B*}',
      { path: [], negate: false, operation: compare('ilike', '{A*,B*}', 'any') } as Omit<Filter, 'field'>,
    ],
    ['id', 'in.(1,2,3)', { path: [], negate: false, operation: { kind: 'in', values: ['1', '2', '3'] } }],
    ['id', 'in.("a,b",c)', { path: [], negate: false, operation: { kind: 'in', values: ['a,b', 'c'] } }],
    ['gone', 'is.null', { path: [], negate: false, operation: { kind: 'is', value: 'null' } }],
    ['gone', 'not.is.not_null', { path: [], negate: true, operation: { kind: 'is', value: 'not_null' } }],
    ['done', 'is.TRUE', { path: [], negate: false, operation: { kind: 'is', value: 'true' } }],
    [
      'body',
      'fts(english).cat & dog',
      { path: [], negate: false, operation: { kind: 'fts', op: 'fts', language: 'english', value: 'cat & dog' } },
    ],
    [
      'body',
      'wfts.cat dog',
      { path: [], negate: false, operation: { kind: 'fts', op: 'wfts', language: null, value: 'cat dog' } },
    ],
    ['tags', 'cs.{a,b}', { path: [], negate: false, operation: { kind: 'range', op: 'cs', value: '{a,b}' } }],
    ['n', 'isdistinct.2', { path: [], negate: false, operation: { kind: 'isdistinct', value: '2' } }],
    [
      'data->a->>b',
      'eq.x',
      {
        path: [
          { arrow: '->', key: 'a' },
          { arrow: '->>', key: 'b' },
        ],
        negate: false,
        operation: compare('eq', 'x'),
      } as Omit<Filter, 'field'>,
    ],
  ])('%s=%s', (key, value, expected) => {
    const field = key.split('->')[0] ?? key;
    expect(parseFilter(key, value)).toEqual({ field, ...expected });
  });

  it.each([
    ['id', 'equals.1', 'PGRST100', 'unexpected "e" expecting "not" or operator (eq, gt, ...)'],
    ['id', 'is.maybe', 'PGRST100', 'unexpected value expecting isVal: (null, not_null, true, false, unknown)'],
    ['name', 'match.(a)\\1', 'PGRST100', 'regular expressions may not use back-references (\\1 to \\9, \\k<name>)'],
    ['name', `like.${'x'.repeat(257)}`, 'PGRST100', 'a like pattern may be at most 256 characters long'],
    ['id.x', 'eq.1', 'PGRST108', null],
  ])('refuses %s=%s with %s', (key, value, code, details) => {
    expect(failure(() => parseFilter(key, value))).toMatchObject({ status: 400, code, details });
  });
});

describe('or=, and=, not.or=', () => {
  const leaf = (field: string, operation: Filter['operation'], negate = false): LogicTree => ({
    kind: 'filter',
    filter: { field, path: [], negate, operation },
  });
  const eq = (value: string) => ({ kind: 'compare', op: 'eq', quantifier: null, value }) as const;

  it.each<[string, string, LogicTree]>([
    [
      'or',
      '(a.eq.1,b.gt.2)',
      {
        kind: 'group',
        negate: false,
        op: 'or',
        children: [leaf('a', eq('1')), leaf('b', { kind: 'compare', op: 'gt', quantifier: null, value: '2' })],
      },
    ],
    [
      'and',
      '(a.eq.1,or(b.is.null,c.in.(1,2)))',
      {
        kind: 'group',
        negate: false,
        op: 'and',
        children: [
          leaf('a', eq('1')),
          {
            kind: 'group',
            negate: false,
            op: 'or',
            children: [leaf('b', { kind: 'is', value: 'null' }), leaf('c', { kind: 'in', values: ['1', '2'] })],
          },
        ],
      },
    ],
    [
      'not.or',
      '(name.eq."x,y",id.not.eq.3)',
      { kind: 'group', negate: true, op: 'or', children: [leaf('name', eq('x,y')), leaf('id', eq('3'), true)] },
    ],
  ])('%s=%s', (key, value, tree) => {
    expect(parseLogicParam(key, value)).toEqual(tree);
  });

  it('refuses a tree without its brackets', () => {
    expect(failure(() => parseLogicParam('or', 'a.eq.1'))).toMatchObject({ status: 400, code: 'PGRST100' });
  });
});

describe('filters and logic rendered as SQL, every value bound', () => {
  it.each<[[string, string][], [string, string][], string, string[]]>([
    [[['id', 'eq.1']], [], ' where "t"."id" = $1', ['1']],
    [[['name', 'like.A*']], [], ' where "t"."name" like $1', ['A%']],
    [[['name', 'ilike(all).{A*,*z}']], [], ' where "t"."name" ilike all($1)', ['{A%,%z}']],
    [[['id', 'in.(1,2)']], [], ' where "t"."id" = any($1)', ['{"1","2"}']],
    [[['id', 'in.()']], [], ` where "t"."id" = any('{}')`, []],
    [[['gone', 'not.is.null']], [], ' where not ("t"."gone" is null)', []],
    [[['body', 'plfts(simple).a b']], [], ' where "t"."body" @@ plainto_tsquery($1, $2)', ['simple', 'a b']],
    [[['data->>k', 'eq.v']], [], ` where "t"."data"->>'k' = $1`, ['v']],
    [[['data->0->>k', 'eq.v']], [], ` where "t"."data"->0->>'k' = $1`, ['v']],
    [
      [['id', 'gt.1']],
      [['or', '(a.eq.1,not.and(b.lt.2,c.is.true))']],
      ' where "t"."id" > $1 and ("t"."a" = $2 or not ("t"."b" < $3 and "t"."c" is true))',
      ['1', '1', '2'],
    ],
    [[], [], '', []],
  ])('%j %j', (filters, logic, sql, values) => {
    const params = new Params();
    const conditions = parseConditions(
      filters.map(([key, value]) => ({ key, value })),
      logic.map(([key, value]) => ({ key, value })),
    );
    expect(renderWhere(conditions, resolve, params)).toBe(sql);
    expect(params.values).toEqual(values);
  });
});

describe('order=', () => {
  const term = (field: string, direction: OrderTerm['direction'] = null, nulls: OrderTerm['nulls'] = null) => ({
    field,
    path: [],
    direction,
    nulls,
  });

  it.each<[string, OrderTerm[], string]>([
    ['a', [term('a')], ' order by "t"."a"'],
    ['a.desc', [term('a', 'desc')], ' order by "t"."a" desc'],
    ['a.nullsfirst', [term('a', null, 'first')], ' order by "t"."a" nulls first'],
    [
      'a.desc.nullslast,b.asc.nullsfirst',
      [term('a', 'desc', 'last'), term('b', 'asc', 'first')],
      ' order by "t"."a" desc nulls last, "t"."b" asc nulls first',
    ],
    [
      'data->>k.asc',
      [{ field: 'data', path: [{ arrow: '->>', key: 'k' }], direction: 'asc', nulls: null }],
      ` order by "t"."data"->>'k' asc`,
    ],
  ])('%s', (input, terms, sql) => {
    expect(parseOrder(input, 't')).toEqual(terms);
    expect(renderOrder(parseOrder(input, 't'), resolve)).toBe(sql);
  });

  it.each([
    ['a.sideways', 'PGRST100'],
    ['a.desc.asc', 'PGRST100'],
    ['author(name)', 'PGRST127'],
  ])('refuses %s with %s', (input, code) => {
    expect(failure(() => parseOrder(input, 't'))).toMatchObject({ status: 400, code });
  });
});

describe('limit, offset and the Range header', () => {
  it.each<[string | null, string | null, string | undefined, { offset: bigint; limit: bigint | null }]>([
    [null, null, undefined, { offset: 0n, limit: null }],
    ['10', null, undefined, { offset: 0n, limit: 10n }],
    ['10', '20', undefined, { offset: 20n, limit: 10n }],
    ['0', '5', undefined, { offset: 0n, limit: 0n }],
    ['ten', 'x', undefined, { offset: 0n, limit: null }],
    [null, null, '0-9', { offset: 0n, limit: 10n }],
    [null, null, '5-', { offset: 5n, limit: null }],
    ['5', null, '2-20', { offset: 2n, limit: 3n }],
    ['100', '10', '0-14', { offset: 10n, limit: 5n }],
  ])('limit=%s offset=%s Range: %s', (limit, offset, range, page) => {
    expect(requestedPage(limit, offset, range)).toEqual(page);
  });

  it.each<[string | null, string | null, string | undefined, number, string]>([
    ['-1', null, undefined, 416, 'PGRST103'],
    [null, '-1', undefined, 400, '2201X'],
    [null, null, '9-2', 416, 'PGRST103'],
    ['2', '10', '0-5', 416, 'PGRST103'],
  ])('refuses limit=%s offset=%s Range: %s', (limit, offset, range, status, code) => {
    expect(failure(() => requestedPage(limit, offset, range))).toMatchObject({ status, code });
  });

  it.each<[bigint, number, number | null, string, number]>([
    [0n, 10, 100, '0-9/100', 206],
    [0n, 3, 3, '0-2/3', 200],
    [5n, 3, null, '5-7/*', 200],
    [0n, 0, 0, '*/0', 200],
    [10n, 0, 5, '*/5', 416],
  ])('Content-Range from %s, %s rows of %s: %s, status %s', (lower, rows, total, header, status) => {
    expect(contentRange(lower, rows, total)).toBe(header);
    expect(pageStatus(lower, rows, total)).toBe(status);
  });
});

describe('the query string split as PostgREST reads it', () => {
  it('separates reserved words, root logic, filters and the parameters of each embed', () => {
    const search = new URLSearchParams(
      'select=a,books(b,tags(c))&columns=a&on_conflict=id&id=eq.1&or=(a.eq.1)&order=a&limit=3&offset=1' +
        '&books.order=id&books.limit=2&books.or=(x.eq.1)&books.not.and=(y.eq.1)&books.tags.name=eq.z&name=eq.a+b',
    );
    const params = readParams(search);
    expect(params).toMatchObject({
      select: 'a,books(b,tags(c))',
      columns: 'a',
      onConflict: 'id',
      order: 'a',
      limit: '3',
      offset: '1',
      logic: [{ key: 'or', value: '(a.eq.1)' }],
      filters: [
        { key: 'id', value: 'eq.1' },
        { key: 'name', value: 'eq.a b' },
      ],
    });
    expect(Object.fromEntries(params.embedded)).toEqual({
      books: {
        filters: [],
        logic: [
          { key: 'or', value: '(x.eq.1)' },
          { key: 'not.and', value: '(y.eq.1)' },
        ],
        order: 'id',
        limit: '2',
        offset: null,
      },
      'books.tags': { filters: [{ key: 'name', value: 'eq.z' }], logic: [], order: null, limit: null, offset: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { relationKey, type Column, type Relation, type Snapshot } from '../../src/rest/catalog.js';
import { RestError } from '../../src/rest/errors.js';
import { planSelect, rootScope, type PlanContext } from '../../src/rest/plan/embed-plan.js';
import { readParams } from '../../src/rest/request/query-params.js';
import { parseSelect } from '../../src/rest/request/select-parser.js';
import { Params } from '../../src/rest/query/sql.js';

function relation(name: string, columns: string[], uniqueKeys: string[][] = [['id']]): Relation {
  const list: Column[] = columns.map((column) => ({ name: column, type: 'text', hasDefault: false }));
  return {
    schema: 'public',
    name,
    isTable: true,
    columns: list,
    columnMap: new Map(list.map((column) => [column.name, column])),
    primaryKey: ['id'],
    uniqueKeys,
  };
}

// authors ←author_id— books —editor_id→ authors; book_details is one-to-one with books.
const authors = relation('authors', ['id', 'name']);
const books = relation('books', ['id', 'title', 'author_id', 'editor_id', 'data']);
const details = relation('book_details', ['id', 'book_id', 'isbn'], [['id'], ['book_id']]);

function snapshot(aggregatesEnabled = false): Snapshot {
  const key = (table: string, column: string, refTable: string) => ({
    name: `${table}_${column}_fkey`,
    schema: 'public',
    table,
    columns: [column],
    refSchema: 'public',
    refTable,
    refColumns: ['id'],
  });
  return {
    schemas: ['public'],
    relations: new Map([authors, books, details].map((r) => [relationKey(r.schema, r.name), r])),
    routines: new Map(),
    foreignKeys: [
      key('books', 'author_id', 'authors'),
      key('books', 'editor_id', 'authors'),
      key('book_details', 'book_id', 'books'),
    ],
    aggregatesEnabled,
    planEnabled: false,
  };
}

function plan(root: Relation, select: string, query = '', aggregatesEnabled = false) {
  const context: PlanContext = {
    snapshot: snapshot(aggregatesEnabled),
    params: new Params(),
    embedded: readParams(new URLSearchParams(query)).embedded,
    used: new Set(),
  };
  return { ...planSelect(rootScope(root), parseSelect(select), context, []), params: context.params.values };
}

function failure(call: () => unknown): { status: number; code: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, code: error.code };
    throw error;
  }
  throw new Error('expected a RestError');
}

const BOOKS = '"public"."books"';

describe('the select plan of one level', () => {
  it.each<[string, string[], string[]]>([
    ['id,title', ['id', 'title'], [`${BOOKS}."id"`, `${BOOKS}."title"`]],
    ['*', ['id', 'title', 'author_id', 'editor_id', 'data'], books.columns.map((c) => `${BOOKS}."${c.name}"`)],
    ['heading:title', ['heading'], [`${BOOKS}."title"`]],
    ['id::text', ['id'], [`(${BOOKS}."id")::"text"`]],
    ['data->a->>b', ['b'], [`${BOOKS}."data"->'a'->>'b'`]],
    ['first:data->0', ['first'], [`${BOOKS}."data"->0`]],
  ])('%s answers %j', (select, names, expressions) => {
    const result = plan(books, select);
    expect(result.names).toEqual(names);
    expect(result.expressions).toEqual(expressions);
    expect(result.joins).toEqual([]);
  });

  it('embeds a to-one relationship as an object and a to-many as an array, each a lateral join', () => {
    const toOne = plan(books, 'title,writer:authors!author_id(name)');
    expect(toOne.names).toEqual(['title', 'writer']);
    expect(toOne.joins).toHaveLength(1);
    expect(toOne.joins[0]).toContain('row_to_json');
    expect(toOne.joins[0]).toContain(`"authors_1"."id" = ${BOOKS}."author_id"`);

    const toMany = plan(authors, 'name,books!author_id(title)');
    expect(toMany.joins[0]).toContain('json_agg');
    expect(toMany.expressions[1]).toMatch(/^coalesce\(.*, '\[\]'\)$/);

    const oneToOne = plan(books, 'title,book_details(isbn)');
    expect(oneToOne.joins[0]).toContain('row_to_json');
  });

  it('reaches a relationship through a column name, and !inner keeps only rows with a match', () => {
    expect(plan(books, 'author_id(name)').names).toEqual(['author_id']);
    expect(plan(books, 'authors!editor_id!inner(name)').conditions).toEqual([
      '"books_authors_1".pgrst_found is not null',
    ]);
  });

  it("applies an embed's own filters, order and limit inside its join, as bound values", () => {
    const result = plan(authors, 'books!author_id(title)', 'books.title=like.A*&books.order=title.desc&books.limit=2');
    expect(result.joins[0]).toContain(`"books_1"."title" like $1`);
    expect(result.joins[0]).toContain(`order by "books_1"."title" desc limit $2`);
    expect(result.params).toEqual(['A%', '2']);
  });

  it('spreads a to-one embed into the parent row', () => {
    const result = plan(books, 'title,...authors!author_id(writer:name)');
    expect(result.names).toEqual(['title', 'writer']);
  });

  it('groups by the plain columns when it aggregates, if aggregates are on', () => {
    const result = plan(books, 'author_id,id.count()', '', true);
    expect(result.groupBy).toEqual([`${BOOKS}."author_id"`]);
    expect(result.expressions).toEqual([`${BOOKS}."author_id"`, `count(${BOOKS}."id")`]);
  });

  it.each<[Relation, string, number, string]>([
    [books, 'nope', 400, '42703'],
    [books, 'authors(name)', 300, 'PGRST201'],
    [books, 'publishers(name)', 400, 'PGRST200'],
    [books, 'authors!nope(name)', 400, 'PGRST200'],
    [books, 'id.count()', 400, 'PGRST123'],
  ])('refuses %s.select=%s with %s %s', (root, select, status, code) => {
    expect(failure(() => plan(root, select))).toEqual({ status, code });
  });
});

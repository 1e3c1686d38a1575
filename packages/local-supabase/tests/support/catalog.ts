import { relationKey, type Column, type Relation, type Routine, type Snapshot } from '../../src/rest/catalog.js';
import type { EmuRequest } from '../../src/http/types.js';
import type { PlanInput } from '../../src/rest/plan/plan-input.js';
import { readApiRequest } from '../../src/rest/request/api-request.js';

function relation(name: string, columns: string[], primaryKey: string[] = ['id']): Relation {
  const list: Column[] = columns.map((column) => ({ name: column, type: 'text', hasDefault: false }));
  return {
    schema: 'public',
    name,
    isTable: true,
    columns: list,
    columnMap: new Map(list.map((column) => [column.name, column])),
    primaryKey,
    uniqueKeys: [primaryKey],
  };
}

export const authors = relation('authors', ['id', 'name']);
export const books = relation('books', ['id', 'title', 'author_id', 'pages']);
export const bookView = { ...relation('long_books', ['id', 'title', 'author_id', 'pages'], []), isTable: false };

const scalar = (name: string, type: string, setOf = false, readOnly = true): Routine => ({
  schema: 'public',
  name,
  rowArgument: null,
  returnRelation: null,
  rows: 1000,
  params: [{ name: 'a', type: 'int4', hasDefault: false, variadic: false }],
  returns: { kind: 'scalar', setOf, type },
  readOnly,
});

export const routines: Routine[] = [
  scalar('double', 'int4'),
  scalar('series', 'int4', true),
  {
    ...scalar('books_after', 'record', true, false),
    returnRelation: { schema: 'public', name: 'books' },
    returns: { kind: 'composite', setOf: true, columns: books.columns, columnMap: books.columnMap },
  },
  { ...scalar('touch', 'void', false, false), returns: { kind: 'void' } },
];

/** books —author_id→ authors, a view of books, and four functions: a catalog without a database. */
export const snapshot: Snapshot = {
  schemas: ['public'],
  relations: new Map([authors, books, bookView].map((r) => [relationKey(r.schema, r.name), r])),
  routines: new Map(routines.map((r) => [relationKey(r.schema, r.name), [r]])),
  foreignKeys: [
    {
      name: 'books_author_id_fkey',
      schema: 'public',
      table: 'books',
      columns: ['author_id'],
      refSchema: 'public',
      refTable: 'authors',
      refColumns: ['id'],
    },
  ],
  aggregatesEnabled: false,
  planEnabled: false,
};

/** A request below `/rest/v1` read by the ApiRequest stage, as the anon role, with the catalog above. */
export async function planInput(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<PlanInput> {
  const url = new URL(`http://localhost/rest/v1${pathAndQuery}`);
  const request: EmuRequest = {
    method,
    url,
    path: url.pathname.slice('/rest/v1'.length),
    headers,
    body: Buffer.from(body),
    remoteAddress: '127.0.0.1',
  };
  const api = await readApiRequest(request, { schemas: ['public'], extraSearchPath: ['extensions'] }, () =>
    Promise.resolve({ role: 'anon', exp: 0 }),
  );
  return { ...api, snapshot };
}

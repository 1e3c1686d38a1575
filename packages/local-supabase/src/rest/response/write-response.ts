import type { EmuResponse } from '../../http/types.js';
import type { Relation } from '../catalog.js';
import { RestError, singularityError } from '../errors.js';
import { preferenceApplied } from '../request/negotiate.js';
import type { InsertPlan } from '../plan/write-plan.js';
import type { ApiRequest } from '../request/api-request.js';
import type { StatementRow } from '../query/shape.js';
import type { Params } from '../query/sql.js';
import { respond } from './respond.js';
import { commitsWithStatement, inTransaction, oneStatement, queryRow, type RestRequest } from './transaction.js';

/** PostgREST's check for `Accept: application/vnd.pgrst.object+json` on writes; throwing rolls back. */
export function checkSingle(request: Pick<ApiRequest, 'output'>, rows: number): void {
  if (request.output.single && rows !== 1) throw singularityError(rows);
}

/** PGRST124 when `handling=strict, max-affected=n` meets more rows; throwing rolls the work back. */
export function checkMaxAffected(request: Pick<ApiRequest, 'prefs'>, rows: number): void {
  const { handling, maxAffected } = request.prefs;
  if (handling === 'strict' && maxAffected !== null && rows > maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', {
      details: `The query affects ${rows} rows`,
    });
  }
}

/** `/table?pk=eq.value` for a headers-only insert of one row. */
export function locationHeader(relation: Relation, body: string | null, rows: number): string | null {
  if (rows !== 1 || body === null || relation.primaryKey.length === 0) return null;
  const [row] = JSON.parse(body) as Record<string, string | null>[];
  if (!row) return null;
  const query = relation.primaryKey
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(`eq.${row[name] ?? 'null'}`)}`)
    .join('&');
  return `/${encodeURIComponent(relation.name)}?${query}`;
}

/** The answer to an insert: 201 (200 when an upsert only merged), Content-Range, Location, Preference-Applied. */
export function insertResponse(
  request: Pick<ApiRequest, 'prefs' | 'output' | 'headers' | 'schema'>,
  plan: InsertPlan,
  row: StatementRow,
  merged: boolean,
): EmuResponse {
  const { prefs } = request;
  const rows = row.page_total;
  checkSingle(request, rows);
  const headers = {
    'content-range': `*/${prefs.count === null ? '*' : String(rows)}`,
    'preference-applied': preferenceApplied(prefs, [
      ...(plan.conflict.length > 0 ? ['resolution'] : []),
      'return',
      'count',
      'missing',
      'handling',
      'tx',
    ]),
    location: prefs.return === 'headers-only' ? locationHeader(plan.relation, row.body, rows) : null,
  };
  return respond(request, merged ? 200 : 201, plan.returning.representation ? (row.body ?? 'null') : null, headers);
}

export async function runInsert(request: RestRequest, plan: InsertPlan, sql: string): Promise<EmuResponse> {
  if (!plan.merge && commitsWithStatement(request)) {
    return insertResponse(request, plan, await oneStatement<StatementRow>(request, sql, plan.params, false), false);
  }
  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, plan.params);
      let merged = false;
      if (plan.merge) {
        const inserted = await tx.query<{ n: string | null }>(
          `select nullif(current_setting('pgrst.inserted', true), '') as n`,
        );
        merged = Number(inserted.rows[0]?.n ?? '0') <= 0;
      }
      return insertResponse(request, plan, row, merged);
    },
    false,
  );
}

/** What a PATCH or DELETE answers: its Content-Range and the preferences it applies. */
export interface MutationShape {
  representation: boolean;
  contentRange: (rows: number) => string;
  applied: string[];
}

export function mutationResponse(
  request: Pick<ApiRequest, 'prefs' | 'output' | 'headers' | 'schema'>,
  shape: MutationShape,
  row: StatementRow,
): EmuResponse {
  const rows = row.page_total;
  checkSingle(request, rows);
  checkMaxAffected(request, rows);
  const headers = {
    'content-range': shape.contentRange(rows),
    'preference-applied': preferenceApplied(request.prefs, shape.applied),
  };
  return shape.representation
    ? respond(request, 200, row.body ?? 'null', headers)
    : respond(request, 204, null, headers);
}

export async function runMutation(
  request: RestRequest,
  sql: string,
  params: Params,
  shape: MutationShape,
): Promise<EmuResponse> {
  if (commitsWithStatement(request)) {
    return mutationResponse(request, shape, await oneStatement<StatementRow>(request, sql, params, false));
  }
  return inTransaction(
    request,
    async (tx) => mutationResponse(request, shape, await queryRow<StatementRow>(tx, sql, params)),
    false,
  );
}

/** PATCH: `0-n/total` ranges of the updated rows. */
export function updateShape(request: Pick<ApiRequest, 'prefs'>, representation: boolean): MutationShape {
  const count = request.prefs.count !== null;
  return {
    representation,
    contentRange: (rows) => (rows === 0 ? `*/${count ? '0' : '*'}` : `0-${rows - 1}/${count ? String(rows) : '*'}`),
    applied: ['return', 'count', 'missing', 'handling', 'max-affected', 'tx'],
  };
}

/** DELETE: the count of the removed rows, without a range. */
export function deleteShape(request: Pick<ApiRequest, 'prefs'>, representation: boolean): MutationShape {
  const count = request.prefs.count !== null;
  return {
    representation,
    contentRange: (rows) => `*/${count ? String(rows) : '*'}`,
    applied: ['return', 'count', 'handling', 'max-affected', 'tx'],
  };
}

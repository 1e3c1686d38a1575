import type { EmuResponse } from '../../http/types.js';
import type { CallPlan } from '../plan/call-plan.js';
import type { StatementRow } from '../query/shape.js';
import { readResponse } from './read-response.js';
import { respond } from './respond.js';
import {
  commitsWithStatement,
  inTransaction,
  oneStatement,
  queryRow,
  runStatement,
  type RestRequest,
} from './transaction.js';
import { checkMaxAffected } from './write-response.js';

/** Runs a call (read-only unless a volatile function is POSTed): 204 for void, else its result as a read. */
export async function runCall(request: RestRequest, plan: CallPlan, sql: string): Promise<EmuResponse> {
  const { result, params } = plan;
  if (result === null && (plan.readOnly || commitsWithStatement(request))) {
    await runStatement(request, sql, params, plan.readOnly);
    return respond(request, 204, null);
  }
  if (result !== null && plan.readOnly) {
    return readResponse(request, result.page, await oneStatement<StatementRow>(request, sql, params, true));
  }
  if (result === null) {
    return inTransaction(
      request,
      async (tx) => {
        await tx.query(sql, params.values);
        return respond(request, 204, null);
      },
      plan.readOnly,
    );
  }
  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, params);
      checkMaxAffected(request, row.page_total);
      return readResponse(request, result.page, row);
    },
    plan.readOnly,
  );
}

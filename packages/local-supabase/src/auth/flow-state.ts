import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { firstRow, type Db } from './db.js';
import type { PkceParams } from './validation.js';

/** GoTrue's default FlowStateExpiryDuration. */
export const FLOW_STATE_TTL_SECONDS = 300;

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: string;
  code_challenge: string;
  provider_type: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

const COLUMNS =
  'id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, created_at, auth_code_issued_at';

export function createFlowState(
  tx: Db,
  flow: { providerType: string; authenticationMethod: string; pkce: PkceParams; userId: string | null },
): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(
    tx,
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now(), now()) returning ${COLUMNS}`,
    [
      randomUUID(),
      flow.userId,
      randomUUID(),
      flow.pkce.codeChallengeMethod,
      flow.pkce.codeChallenge,
      flow.providerType,
      flow.authenticationMethod,
    ],
  );
}

export function findFlowStateById(db: Db, id: string): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(db, `select ${COLUMNS} from auth.flow_state where id = $1`, [id]);
}

export function findFlowStateByAuthCode(db: Db, authCode: string): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(db, `select ${COLUMNS} from auth.flow_state where auth_code = $1`, [authCode]);
}

/** The newest flow of a user for one method (e.g. the recovery flow started by /recover). */
export function findLatestFlowStateForUser(db: Db, userId: string, method: string): Promise<FlowStateRow | null> {
  return firstRow<FlowStateRow>(
    db,
    `select ${COLUMNS} from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  );
}

/** Marks the auth code as handed out (and binds the flow to its user when it had none). */
export async function issueAuthCode(tx: Db, flowId: string, userId: string): Promise<void> {
  await tx.query(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`,
    [flowId, userId],
  );
}

export function isFlowStateExpired(flow: FlowStateRow): boolean {
  return Date.now() > flow.created_at.getTime() + FLOW_STATE_TTL_SECONDS * 1000;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** RFC 7636 check of a verifier against the stored challenge ('s256' or 'plain'). */
export function pkceMatches(flow: FlowStateRow, verifier: string): boolean {
  if (flow.code_challenge_method === 'plain') return sameText(flow.code_challenge, verifier);
  const hashed = createHash('sha256').update(verifier).digest('base64url');
  return sameText(flow.code_challenge, hashed);
}

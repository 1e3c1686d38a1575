import type { Database, Transaction } from '../db/engine.js';
import { runAsRequest } from '../db/request-tx.js';
import type { JwtClaims } from '../jwt.js';

export interface Permissions {
  broadcastRead: boolean;
  broadcastWrite: boolean;
  presenceRead: boolean;
  presenceWrite: boolean;
}

/** Public channels are open to every valid token. */
export const PUBLIC_PERMISSIONS: Permissions = {
  broadcastRead: true,
  broadcastWrite: true,
  presenceRead: true,
  presenceWrite: true,
};

type Extension = 'broadcast' | 'presence';
const EXTENSIONS: Extension[] = ['broadcast', 'presence'];

/**
 * What a token may do on a private channel, decided as Supabase Realtime does by the RLS
 * policies on `realtime.messages` with `realtime.topic()` set to the channel's name: reading is
 * selecting a message of that extension, writing is inserting one. Everything is rolled back.
 */
export async function privatePermissions(pg: Database, claims: JwtClaims, topic: string): Promise<Permissions> {
  try {
    await probe(pg, claims, topic);
  } catch (outcome) {
    if (outcome instanceof Probed) return outcome.permissions;
    throw outcome;
  }
  throw new Error('the realtime.messages probe ended without a result');
}

/** Carries the probe's answer out of its transaction, which throwing rolls back. */
class Probed extends Error {
  constructor(readonly permissions: Permissions) {
    super('realtime.messages probed');
  }
}

async function probe(pg: Database, claims: JwtClaims, topic: string): Promise<never> {
  return runAsRequest(
    pg,
    { claims, method: 'GET', path: '/realtime/v1/websocket', settings: { 'realtime.topic': topic } },
    async (tx) => {
      const role = claims.role;
      await tx.exec('reset role');
      const { rows: probes } = await tx.query<{ id: string; extension: Extension }>(
        `insert into realtime.messages (topic, extension, private)
         select $1, e, true from unnest($2::text[]) as e
         returning id::text, extension`,
        [topic, EXTENSIONS],
      );
      await tx.query(`select set_config('role', $1, true)`, [role]);
      const read = await readable(
        tx,
        probes.map((probe) => probe.id),
      );
      const result: Permissions = {
        broadcastRead: probes.some((probe) => probe.extension === 'broadcast' && read.has(probe.id)),
        presenceRead: probes.some((probe) => probe.extension === 'presence' && read.has(probe.id)),
        broadcastWrite: await writable(tx, topic, 'broadcast'),
        presenceWrite: await writable(tx, topic, 'presence'),
      };
      throw new Probed(result);
    },
  );
}

async function readable(tx: Transaction, ids: string[]): Promise<Set<string>> {
  await tx.exec('savepoint realtime_read');
  try {
    const { rows } = await tx.query<{ id: string }>(
      'select id::text from realtime.messages where id = any($1::uuid[])',
      [ids],
    );
    await tx.exec('release savepoint realtime_read');
    return new Set(rows.map((row) => row.id));
  } catch {
    await tx.exec('rollback to savepoint realtime_read');
    return new Set();
  }
}

async function writable(tx: Transaction, topic: string, extension: Extension): Promise<boolean> {
  await tx.exec('savepoint realtime_write');
  try {
    await tx.query('insert into realtime.messages (topic, extension, private) values ($1, $2, true)', [
      topic,
      extension,
    ]);
    await tx.exec('rollback to savepoint realtime_write');
    return true;
  } catch {
    await tx.exec('rollback to savepoint realtime_write');
    return false;
  }
}

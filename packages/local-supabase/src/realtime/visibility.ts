import type { Database } from '../db/engine.js';
import { runAsRequest } from '../db/request-tx.js';
import type { JwtClaims } from '../jwt.js';
import type { Catalog } from './catalog.js';
import { primaryKeyCondition, type ChangeWork } from './change-rows.js';

export type Visibility = 'visible' | 'hidden';

/** Per change, what each claims group may see of it. */
export type VisibilityMap = Map<ChangeWork, Map<string, Visibility>>;

/**
 * Decides, for every claims group among a change's candidates (before any filter is looked at),
 * whether it may see the change: a role that cannot select the primary key sees nothing; on tables
 * with RLS an INSERT/UPDATE row is checked by selecting it as that subscriber (one read-only
 * transaction per claims group for the whole batch); DELETE (only the key remains) and tables
 * without RLS are not row-checked.
 */
export async function checkVisibility(
  pg: Database,
  catalog: Catalog,
  works: ChangeWork[],
  onError: (error: unknown) => void,
): Promise<VisibilityMap> {
  const result: VisibilityMap = new Map();
  const groups = new Map<string, { claims: JwtClaims; works: ChangeWork[] }>();
  for (const work of works) {
    const perGroup = new Map<string, Visibility>();
    result.set(work, perGroup);
    for (const { subscriber } of work.candidates) {
      if (perGroup.has(subscriber.claimsKey)) continue;
      const role = subscriber.claims.role;
      const selectable = await catalog.selectableColumns(role, work.table);
      const keyVisible = work.table.primaryKey.every((name) => selectable.has(name));
      const noKey = work.table.primaryKey.length === 0;
      if (!keyVisible) {
        perGroup.set(subscriber.claimsKey, 'hidden');
      } else if (work.change.type === 'DELETE' || !work.table.rlsEnabled || noKey) {
        perGroup.set(subscriber.claimsKey, 'visible');
      } else {
        perGroup.set(subscriber.claimsKey, 'hidden');
        const group = groups.get(subscriber.claimsKey) ?? { claims: subscriber.claims, works: [] };
        group.works.push(work);
        groups.set(subscriber.claimsKey, group);
      }
    }
  }
  for (const [claimsKey, group] of groups) {
    try {
      const visible = await runAsRequest(
        pg,
        { claims: group.claims, method: 'GET', path: '/realtime/v1/websocket' },
        async (tx) => {
          const seen: ChangeWork[] = [];
          for (const work of group.works) {
            const where = primaryKeyCondition(work.table, work.change.keys ?? {});
            const { rows } = await tx.query<{ visible: boolean }>(
              `select exists(select 1 from ${work.table.qualified} t where ${where.sql}) as visible`,
              where.params,
            );
            if (rows[0]?.visible) seen.push(work);
          }
          return seen;
        },
        { readOnly: true },
      );
      for (const work of visible) result.get(work)?.set(claimsKey, 'visible');
    } catch (error) {
      onError(error);
    }
  }
  return result;
}

import type { Database } from '../db/engine.js';
import { runAsRequest } from '../db/request-tx.js';
import type { JwtClaims } from '../jwt.js';
import type { Catalog } from './catalog.js';
import { primaryKeyCondition, type ChangeWork } from './change-rows.js';

export type Visibility = 'visible' | 'hidden' | 'unauthorized';

/** Per change, what each claims group may see of it. */
export type VisibilityMap = Map<ChangeWork, Map<string, Visibility>>;

/**
 * Decides, for every claims group among the passing subscribers, whether it may see each
 * change, as Supabase's `realtime.apply_rls` does: a role that cannot select the primary key is
 * told "unauthorized"; on tables with RLS an INSERT/UPDATE row is checked by selecting it as
 * that subscriber (one read-only transaction per claims group for the whole batch); DELETE and
 * tables without RLS are not row-checked.
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
    for (const { subscriber } of work.passing) {
      if (perGroup.has(subscriber.claimsKey)) continue;
      const role = subscriber.claims.role;
      const selectable = await catalog.selectableColumns(role, work.table);
      const keyVisible = work.table.primaryKey.every((name) => selectable.has(name));
      if (work.change.type !== 'DELETE' && !keyVisible) {
        perGroup.set(subscriber.claimsKey, 'unauthorized');
      } else if (work.change.type === 'DELETE' || !work.table.rlsEnabled || work.errors) {
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

import type { Queryable } from './engine.js';

/** A role's `statement_timeout` from `alter role … set` (database-specific settings win). */
export type RoleTimeouts = ReadonlyMap<string, string>;

const cache = new WeakMap<Queryable, Promise<RoleTimeouts>>();

async function readRoleTimeouts(pg: Queryable): Promise<RoleTimeouts> {
  const { rows } = await pg.query<{ role: string; setting: string }>(
    `select r.rolname as role, split_part(c.entry, '=', 2) as setting
       from pg_catalog.pg_db_role_setting s
       join pg_catalog.pg_roles r on r.oid = s.setrole
       cross join lateral unnest(s.setconfig) as c(entry)
      where s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
        and c.entry like 'statement\\_timeout=%'
      order by s.setdatabase`,
  );
  const timeouts = new Map<string, string>();
  for (const row of rows) timeouts.set(row.role, row.setting);
  return timeouts;
}

/**
 * The roles' statement timeouts, read once per database. A session that switches roles with
 * `set role` keeps the login role's settings, so the backend applies these itself.
 */
export function roleTimeouts(pg: Queryable): Promise<RoleTimeouts> {
  let timeouts = cache.get(pg);
  if (!timeouts) {
    timeouts = readRoleTimeouts(pg);
    timeouts.catch(() => cache.delete(pg));
    cache.set(pg, timeouts);
  }
  return timeouts;
}

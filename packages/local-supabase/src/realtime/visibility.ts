import type { Database } from '../db/engine.js';
import { scopeSettings } from '../db/request-tx.js';
import { roleTimeouts } from '../db/role-settings.js';
import type { JwtClaims } from '../jwt.js';
import { quoteIdent, quoteLiteral, type Catalog, type TableInfo } from './catalog.js';
import type { ChangeWork } from './change-rows.js';
import { VISIBILITY_FUNCTION } from './visibility-sql.js';

export type Visibility = 'visible' | 'hidden';

/** Per change, what each claims group may see of it. */
export type VisibilityMap = Map<ChangeWork, Map<string, Visibility>>;

/**
 * Decides, for every claims group among a change's candidates (before any filter is looked at),
 * whether it may see the change: a role that cannot select the primary key sees nothing; on tables
 * with RLS an INSERT/UPDATE row is checked by selecting it as that subscriber (every group of the
 * batch in one read-only transaction); DELETE (only the key remains) and tables without RLS are not
 * row-checked.
 */
export async function checkVisibility(
  pg: Database,
  catalog: Catalog,
  works: ChangeWork[],
  onError: (error: unknown) => void,
): Promise<VisibilityMap> {
  const result: VisibilityMap = new Map();
  const groups = new Map<string, Group>();
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
        const group = groups.get(subscriber.claimsKey) ?? {
          claimsKey: subscriber.claimsKey,
          claims: subscriber.claims,
          works: [],
        };
        group.works.push(work);
        groups.set(subscriber.claimsKey, group);
      }
    }
  }
  if (groups.size === 0) return result;
  // One role after another: a prepared check is planned again whenever the role changes.
  const all = [...groups.values()].sort((a, b) => a.claims.role.localeCompare(b.claims.role));
  let answers: GroupAnswer[];
  try {
    answers = await checkGroups(pg, all, BATCH_TIMEOUT);
  } catch {
    // The call as a whole failed (most likely a slow policy ran it out of time): check each group
    // under its own role's timeout, so a slow policy delays only the subscribers it belongs to.
    const timeouts = await roleTimeouts(pg);
    answers = [];
    for (const group of all) {
      try {
        answers.push(...(await checkGroups(pg, [group], timeouts.get(group.claims.role))));
      } catch (error) {
        onError(error);
      }
    }
  }
  for (const answer of answers) {
    if (answer.failure !== null) onError(new Error(answer.failure));
    for (const work of answer.visible) result.get(work)?.set(answer.group.claimsKey, 'visible');
  }
  return result;
}

/** How long one call may take for a whole batch before each group is checked on its own. */
const BATCH_TIMEOUT = '5s';

interface Group {
  claimsKey: string;
  claims: JwtClaims;
  works: ChangeWork[];
}

interface GroupAnswer {
  group: Group;
  visible: ChangeWork[];
  failure: string | null;
}

/** Checks every group in one statement (see VISIBILITY_FUNCTION_SQL), one query per group and table. */
async function checkGroups(pg: Database, groups: Group[], timeout: string | undefined): Promise<GroupAnswer[]> {
  const checks = groups.map((group) => {
    const byTable = new Map<TableInfo, { n: number; key: Record<string, string> }[]>();
    group.works.forEach((work, n) => {
      byTable.set(work.table, [...(byTable.get(work.table) ?? []), { n, key: work.change.keys ?? {} }]);
    });
    return {
      settings: scopeSettings({ claims: group.claims, method: 'GET', path: '/realtime/v1/websocket' }),
      queries: [...byTable].map(([table, keys]) => ({ sql: visibleRowsQuery(table), keys })),
    };
  });
  const rows = await pg.transaction(
    async (tx) => {
      const { rows } = await tx.query<{ check_no: number; row_no: number | null; failure: string | null }>(
        `select check_no, row_no, failure from ${VISIBILITY_FUNCTION}($1::jsonb)`,
        [JSON.stringify(checks)],
      );
      return rows;
    },
    { settings: timeout === undefined ? [] : [['statement_timeout', timeout]], readOnly: true },
  );
  const answers: GroupAnswer[] = groups.map((group) => ({ group, visible: [], failure: null }));
  for (const row of rows) {
    const answer = answers[row.check_no - 1];
    if (!answer) continue;
    if (row.failure !== null) answer.failure = row.failure;
    const work = row.row_no === null ? undefined : answer.group.works[row.row_no];
    if (work) answer.visible.push(work);
  }
  return answers;
}

/**
 * The statement the visibility function runs for one table: $1 is the check's number, $2 the
 * keys to look at (`{ n, key }`), and a key's `n` comes back when the current role may select its row.
 */
function visibleRowsQuery(table: TableInfo): string {
  const condition = table.primaryKey
    .map((name) => {
      const column = table.columns.find((c) => c.name === name);
      return `t.${quoteIdent(name)} = (k.value -> 'key' ->> ${quoteLiteral(name)})::${column?.sqlType ?? 'text'}`;
    })
    .join(' and ');
  // A lateral lookup with a limit, so every key is one index probe: as a semi-join, a small
  // table would be scanned whole and its policies run on every row.
  return `select $1::int, (k.value ->> 'n')::int, null::text
            from jsonb_array_elements($2::jsonb) as k
           cross join lateral (select 1 from ${table.qualified} t where ${condition} limit 1) found`;
}

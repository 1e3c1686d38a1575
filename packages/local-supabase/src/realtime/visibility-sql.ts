export const VISIBILITY_FUNCTION = 'realtime.emulator_visible_changes';

/**
 * What Supabase's `realtime.apply_rls` does for each change, for a whole batch in one call: for
 * each check in turn, take on its settings (role and claims, transaction-local) and run its
 * queries, each a statement that returns `(check_no, row_no, null)` for the keys (its second
 * parameter, a JSON array) whose rows that role may select. Each query is prepared once per
 * session, so hundreds of subscribers cost hundreds of executions, not plans (the plan cache
 * plans again when the role changes, as row security requires). A check whose policies fail is
 * answered with its error instead, and the others go on.
 */
export const VISIBILITY_FUNCTION_SQL = `
create schema if not exists realtime;
create or replace function ${VISIBILITY_FUNCTION}(checks jsonb)
returns table (check_no int, row_no int, failure text)
language plpgsql
set search_path = ''
as $$
declare
  one_check jsonb;
  one_setting jsonb;
  one_query jsonb;
  stmt_name text;
  n int := 0;
begin
  for one_query in select distinct q.value -> 'sql' from jsonb_array_elements(checks) c,
                   jsonb_array_elements(c.value -> 'queries') q loop
    stmt_name := 'emulator_visible_' || md5(one_query #>> '{}');
    if not exists (select 1 from pg_catalog.pg_prepared_statements p where p.name = stmt_name) then
      execute format('prepare %I (int, jsonb) as %s', stmt_name, one_query #>> '{}');
    end if;
  end loop;
  for one_check in select value from jsonb_array_elements(checks) loop
    n := n + 1;
    begin
      for one_setting in select value from jsonb_array_elements(one_check -> 'settings') loop
        perform pg_catalog.set_config(one_setting ->> 0, one_setting ->> 1, true);
      end loop;
      for one_query in select value from jsonb_array_elements(one_check -> 'queries') loop
        return query execute format('execute %I(%s, %L)', 'emulator_visible_' || md5(one_query ->> 'sql'), n,
                                    one_query -> 'keys');
      end loop;
    exception when others then
      check_no := n;
      row_no := null;
      failure := sqlerrm;
      return next;
    end;
  end loop;
end
$$;
revoke all on function ${VISIBILITY_FUNCTION}(jsonb) from public;`;

-- PostgreSQL 15's earthdistance (1.1) names `earth`, `cube`, `earth()` … unqualified inside its SQL
-- functions (16 qualifies them). Called under `search_path = ''` (nearby_providers, and triggers
-- that write "service-providers", whose GiST index evaluates ll_to_earth) they fail with
-- `type "earth" does not exist`. Pin their search path there; newer servers need nothing.
do $$
declare
  fn regprocedure;
begin
  if current_setting('server_version_num')::integer >= 160000 then
    return;
  end if;
  for fn in
    select p.oid::regprocedure
      from pg_proc p
      join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      join pg_extension e on e.oid = d.refobjid and e.extname = 'earthdistance'
     where p.prolang = (select oid from pg_language where lanname = 'sql')
  loop
    execute format('alter function %s set search_path = extensions, pg_catalog', fn);
  end loop;
exception
  when insufficient_privilege then
    raise warning 'earthdistance functions keep their search path (not their owner): %', sqlerrm;
end
$$;

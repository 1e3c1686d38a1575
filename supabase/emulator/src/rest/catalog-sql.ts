/** One round trip: every relation and function of `public` as JSON (see catalog.ts for the shape). */
export const CATALOG_SQL = `
select json_build_object(
  'relations', (
    select coalesce(json_agg(r), '[]') from (
      select c.relname as name,
             c.relkind as kind,
             (select coalesce(json_agg(json_build_object(
                       'name', a.attname,
                       'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                       'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> ''
                     ) order by a.attnum), '[]')
                from pg_catalog.pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
             (select coalesce(json_agg(a.attname order by k.i), '[]')
                from pg_catalog.pg_constraint con
               cross join lateral unnest(con.conkey) with ordinality k(attnum, i)
                join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
               where con.conrelid = c.oid and con.contype = 'p') as "primaryKey"
        from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'f', 'p')
    ) r
  ),
  'routines', (
    select coalesce(json_agg(f), '[]') from (
      select p.proname as name,
             p.provolatile as volatility,
             p.proretset as "setOf",
             pg_catalog.format_type(p.prorettype, null) as "returnType",
             t.typtype as "returnTypeType",
             p.pronargdefaults as "nargDefaults",
             coalesce(p.proargnames, '{}') as "argNames",
             coalesce(p.proargmodes::text[], '{}') as "argModes",
             (select coalesce(json_agg(pg_catalog.format_type(u.x, null) order by u.i), '[]')
                from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, i)) as "argTypes",
             (select coalesce(json_agg(json_build_object(
                       'name', a.attname,
                       'type', pg_catalog.format_type(a.atttypid, a.atttypmod)
                     ) order by a.attnum), '[]')
                from pg_catalog.pg_attribute a
               where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as "compositeColumns"
        from pg_catalog.pg_proc p
        join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        join pg_catalog.pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and p.prokind = 'f'
    ) f
  )
)::text as catalog
`;

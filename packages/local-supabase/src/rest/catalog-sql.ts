/**
 * One round trip: the relations, functions and foreign keys of the exposed schemas (`$1`, a text
 * array) as JSON (see catalog.ts for the shape), plus the settings PostgREST reads from the
 * `authenticator` role (`pgrst.db_aggregates_enabled`, `pgrst.db_plan_enabled`).
 */
export const CATALOG_SQL = `
with rel as (
  select c.oid, n.nspname, c.relname, c.relkind
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = any($1::text[]) and c.relkind in ('r', 'v', 'm', 'f', 'p')
     and not c.relispartition
)
select json_build_object(
  'relations', (
    select coalesce(json_agg(r), '[]') from (
      select rel.nspname as schema,
             rel.relname as name,
             rel.relkind as kind,
             (select coalesce(json_agg(json_build_object(
                       'name', a.attname,
                       'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
                       'hasDefault', a.atthasdef or a.attidentity <> '' or a.attgenerated <> '',
                       'generated', a.attgenerated <> '',
                       'defaultSql', case
                         when a.attidentity <> '' then format('nextval(%L::regclass)',
                           pg_catalog.pg_get_serial_sequence(format('%I.%I', rel.nspname, rel.relname), a.attname))
                         when a.attgenerated <> '' then null
                         else pg_catalog.pg_get_expr(ad.adbin, ad.adrelid) end
                     ) order by a.attnum), '[]')
                from pg_catalog.pg_attribute a
                left join pg_catalog.pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
               where a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped) as columns,
             (select coalesce(json_agg(a.attname order by k.i), '[]')
                from pg_catalog.pg_constraint con
               cross join lateral unnest(con.conkey) with ordinality k(attnum, i)
                join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
               where con.conrelid = rel.oid and con.contype = 'p') as "primaryKey",
             (select coalesce(json_agg(keys), '[]') from (
                select (select json_agg(a.attname order by a.attname)
                          from pg_catalog.pg_attribute a
                         where a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])) as keys
                  from pg_catalog.pg_index i
                 where i.indrelid = rel.oid and i.indisunique and i.indpred is null and i.indexprs is null
              ) u where keys is not null) as "uniqueKeys"
        from rel
    ) r
  ),
  'foreignKeys', (
    select coalesce(json_agg(f), '[]') from (
      select con.conname as name,
             n1.nspname as schema, c1.relname as "table",
             n2.nspname as "refSchema", c2.relname as "refTable",
             (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(attnum, i)
                join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
             (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(attnum, i)
                join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as "refColumns"
        from pg_catalog.pg_constraint con
        join pg_catalog.pg_class c1 on c1.oid = con.conrelid
        join pg_catalog.pg_namespace n1 on n1.oid = c1.relnamespace
        join pg_catalog.pg_class c2 on c2.oid = con.confrelid
        join pg_catalog.pg_namespace n2 on n2.oid = c2.relnamespace
       where con.contype = 'f' and con.conparentid = 0
       order by n1.nspname, c1.relname, con.conname
    ) f
  ),
  'viewColumns', (
    select coalesce(json_agg(v), '[]') from (
      select distinct rel.nspname as schema, rel.relname as view, va.attname as column,
             tn.nspname as "baseSchema", t.relname as "baseTable", ta.attname as "baseColumn"
        from rel
        join pg_catalog.pg_rewrite rw on rw.ev_class = rel.oid
        join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = rw.oid
             and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> rel.oid
        join pg_catalog.pg_class t on t.oid = d.refobjid
        join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
        join pg_catalog.pg_attribute ta on ta.attrelid = t.oid and ta.attnum = d.refobjsubid
        join pg_catalog.pg_attribute va on va.attrelid = rel.oid and va.attname = ta.attname and va.attnum > 0
       where rel.relkind in ('v', 'm')
    ) v
  ),
  'routines', (
    select coalesce(json_agg(f), '[]') from (
      select n.nspname as schema,
             p.proname as name,
             p.provolatile as volatility,
             p.proretset as "setOf",
             p.prorows as rows,
             pg_catalog.format_type(p.prorettype, null) as "returnType",
             t.typtype as "returnTypeType",
             (select json_build_object('schema', rn.nspname, 'name', rc.relname)
                from pg_catalog.pg_class rc join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
               where rc.oid = t.typrelid and rc.relkind in ('r', 'v', 'm', 'f', 'p')) as "returnRelation",
             (select json_build_object('schema', an.nspname, 'name', ac.relname)
                from pg_catalog.pg_type at
                join pg_catalog.pg_class ac on ac.oid = at.typrelid
                join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
               where p.pronargs = 1 and at.oid = p.proargtypes[0] and ac.relkind in ('r', 'v', 'm', 'f', 'p')) as "rowArgument",
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
       where n.nspname = any($1::text[]) and p.prokind = 'f'
       order by n.nspname, p.proname, p.oid
    ) f
  ),
  'settings', (
    select coalesce(json_object_agg(split_part(s, '=', 1), substr(s, strpos(s, '=') + 1)), '{}')
      from pg_catalog.pg_db_role_setting rs
      join pg_catalog.pg_roles r on r.oid = rs.setrole
     cross join lateral unnest(rs.setconfig) s
     where r.rolname = 'authenticator'
  )
)::text as catalog
`;

-- Directory at scale (issue 13): two small tables the directory walks instead of the provider
-- table. "Top rated" orders by a score that depends on the site-wide mean rating, so no index can
-- hold that order; but every provider with the same (rating_count, rating_avg) has the same score,
-- and there are only a few thousand such groups. Likewise a locality search ("kakanad") matches
-- whole localities, and there are few distinct localities. Both tables are kept exact by
-- statement-level triggers, in the same transaction as the provider rows.

-- TABLES
create table public.rating_groups (
  rating_count integer not null check (rating_count > 0),
  rating_avg numeric(3, 2) not null,
  providers integer not null check (providers > 0),
  primary key (rating_count, rating_avg)
);

comment on table public.rating_groups is
  'How many providers have each (rating_count, rating_avg): the directory''s "Top rated" walks these groups.';

create table public.provider_localities (
  location text primary key,
  providers integer not null check (providers > 0)
);

comment on table public.provider_localities is
  'Each distinct provider location and how many providers give it: locality search matches these.';

create index provider_localities_trgm_idx
  on public.provider_localities using gin ((lower(location)) extensions.gin_trgm_ops);

-- FUNCTIONS: apply the difference between the old and new rows of one statement.
create or replace function public.directory_groups_apply(removed jsonb, added jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with delta as (
    select (r ->> 'rating_count')::integer as n, (r ->> 'rating_avg')::numeric(3, 2) as a, -1 as d
      from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select (r ->> 'rating_count')::integer, (r ->> 'rating_avg')::numeric(3, 2), 1
      from jsonb_array_elements(coalesce(added, '[]')) r
  ),
  summed as (
    select n, a, sum(d)::integer as d from delta where n > 0 and a is not null group by n, a having sum(d) <> 0
  )
  merge into public.rating_groups g
  using summed s on g.rating_count = s.n and g.rating_avg = s.a
  when matched and g.providers + s.d <= 0 then delete
  when matched then update set providers = g.providers + s.d
  when not matched and s.d > 0 then insert (rating_count, rating_avg, providers) values (s.n, s.a, s.d);

  with delta as (
    select r ->> 'location' as l, -1 as d from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select r ->> 'location', 1 from jsonb_array_elements(coalesce(added, '[]')) r
  ),
  summed as (
    select l, sum(d)::integer as d from delta where l is not null group by l having sum(d) <> 0
  )
  merge into public.provider_localities p
  using summed s on p.location = s.l
  when matched and p.providers + s.d <= 0 then delete
  when matched then update set providers = p.providers + s.d
  when not matched and s.d > 0 then insert (location, providers) values (s.l, s.d);
end
$$;

create or replace function public.directory_groups_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.directory_groups_apply(
    null,
    (select jsonb_agg(jsonb_build_object('rating_count', n.rating_count, 'rating_avg', n.rating_avg, 'location', n.location)) from new_rows n)
  );
  return null;
end
$$;

create or replace function public.directory_groups_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed jsonb;
  added jsonb;
begin
  select jsonb_agg(jsonb_build_object('rating_count', o.rating_count, 'rating_avg', o.rating_avg, 'location', o.location)),
         jsonb_agg(jsonb_build_object('rating_count', n.rating_count, 'rating_avg', n.rating_avg, 'location', n.location))
    into removed, added
    from old_rows o
    join new_rows n on n.uuid = o.uuid
   where (o.rating_count, o.rating_avg, o.location) is distinct from (n.rating_count, n.rating_avg, n.location);
  if removed is not null then
    perform public.directory_groups_apply(removed, added);
  end if;
  return null;
end
$$;

create or replace function public.directory_groups_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.directory_groups_apply(
    (select jsonb_agg(jsonb_build_object('rating_count', o.rating_count, 'rating_avg', o.rating_avg, 'location', o.location)) from old_rows o),
    null
  );
  return null;
end
$$;

-- Rebuilds both tables from the provider rows (used once here, and by bulk loads that skip triggers).
create or replace function public.directory_groups_rebuild()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.rating_groups where true;
  insert into public.rating_groups (rating_count, rating_avg, providers)
    select rating_count, rating_avg, count(*)::integer from public."service-providers"
     where rating_count > 0 and rating_avg is not null group by 1, 2;
  delete from public.provider_localities where true;
  insert into public.provider_localities (location, providers)
    select location, count(*)::integer from public."service-providers" group by 1;
$$;

revoke execute on function public.directory_groups_apply(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.directory_groups_after_insert() from public, anon, authenticated;
revoke execute on function public.directory_groups_after_update() from public, anon, authenticated;
revoke execute on function public.directory_groups_after_delete() from public, anon, authenticated;
revoke execute on function public.directory_groups_rebuild() from public, anon, authenticated;

-- TRIGGERS
create trigger directory_groups_after_insert
  after insert on public."service-providers"
  referencing new table as new_rows
  for each statement execute function public.directory_groups_after_insert();

create trigger directory_groups_after_update
  after update on public."service-providers"
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.directory_groups_after_update();

create trigger directory_groups_after_delete
  after delete on public."service-providers"
  referencing old table as old_rows
  for each statement execute function public.directory_groups_after_delete();

select public.directory_groups_rebuild();

-- RLS: anyone may read the counts (they reveal nothing the directory does not); nobody writes them
-- through the API.
alter table public.rating_groups enable row level security;
alter table public.provider_localities enable row level security;

create policy "Anyone reads rating groups" on public.rating_groups for select to anon, authenticated using (true);
create policy "Anyone reads provider localities" on public.provider_localities for select to anon, authenticated using (true);

revoke all on table public.rating_groups, public.provider_localities from anon, authenticated;
grant select on table public.rating_groups, public.provider_localities to anon, authenticated;
grant all on table public.rating_groups, public.provider_localities to service_role;

-- INDEXES on the provider table for the walks: a locality's providers by name; a rating group's
-- providers by name; providers without reviews by name; names (not localities) by trigram.
create index "service-providers_location_name_idx"
  on public."service-providers" (location, (lower(first_name || ' ' || last_name)), uuid);
create index "service-providers_rating_name_idx"
  on public."service-providers" (rating_count, rating_avg, (lower(first_name || ' ' || last_name)), uuid);
create index "service-providers_unrated_name_idx"
  on public."service-providers" ((lower(first_name || ' ' || last_name)), uuid)
  where rating_count = 0;
create index "service-providers_name_trgm_idx"
  on public."service-providers"
  using gin ((lower(first_name || ' ' || last_name)) extensions.gin_trgm_ops);
drop index public."service-providers_search_trgm_idx";

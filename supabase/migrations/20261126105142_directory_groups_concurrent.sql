-- Two providers saved at once with the same new locality (or the first of a rating group) both
-- found "no row yet" in MERGE and both inserted it: a unique violation that refused the second
-- provider's row. The groups are now kept with INSERT … ON CONFLICT for gains and a count-down
-- under the row lock for losses. A count may pass through zero inside the transaction (the row is
-- deleted right after), so the checks allow zero.
alter table public.rating_groups drop constraint rating_groups_providers_check,
  add constraint rating_groups_providers_check check (providers >= 0);
alter table public.provider_localities drop constraint provider_localities_providers_check,
  add constraint provider_localities_providers_check check (providers >= 0);

-- Written by `npm run db:diff -- directory_groups_concurrent` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.directory_groups_apply(jsonb,jsonb)
--   added function public.directory_locality_delta(jsonb,jsonb)
--   added function public.directory_rating_delta(jsonb,jsonb)

-- Applies the difference between the old and new provider rows of one statement to the directory's
-- group counts. Safe under concurrent statements: a group's first provider is an upsert (two
-- statements adding the first provider of one locality at once both count), and a group losing
-- providers is counted down under its row lock, then dropped once it reaches zero.
create or replace function public.directory_groups_apply(removed jsonb, added jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.rating_groups as g (rating_count, rating_avg, providers)
  select s.n, s.a, s.d from public.directory_rating_delta(removed, added) s where s.d > 0
  on conflict (rating_count, rating_avg) do update set providers = g.providers + excluded.providers;

  update public.rating_groups g set providers = g.providers + s.d
  from public.directory_rating_delta(removed, added) s
  where s.d < 0 and g.rating_count = s.n and g.rating_avg = s.a;
  delete from public.rating_groups g
  using public.directory_rating_delta(removed, added) s
  where s.d < 0 and g.rating_count = s.n and g.rating_avg = s.a and g.providers <= 0;

  insert into public.provider_localities as p (location, providers)
  select s.l, s.d from public.directory_locality_delta(removed, added) s where s.d > 0
  on conflict (location) do update set providers = p.providers + excluded.providers;

  update public.provider_localities p set providers = p.providers + s.d
  from public.directory_locality_delta(removed, added) s
  where s.d < 0 and p.location = s.l;
  delete from public.provider_localities p
  using public.directory_locality_delta(removed, added) s
  where s.d < 0 and p.location = s.l and p.providers <= 0;
end
$$;

-- How one statement changes each provider locality's count: +1 per added provider row, -1 per
-- removed one, summed; localities with no net change are left out.
create or replace function public.directory_locality_delta(removed jsonb, added jsonb)
returns table (l text, d integer)
language sql
immutable
set search_path = ''
as $$
  select x.l, sum(x.d)::integer
  from (
    select r ->> 'location' as l, -1 as d from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select r ->> 'location', 1 from jsonb_array_elements(coalesce(added, '[]')) r
  ) x
  where x.l is not null
  group by x.l
  having sum(x.d) <> 0
$$;

-- How one statement changes each (rating_count, rating_avg) group: +1 per added provider row, -1
-- per removed one, summed; groups with no net change are left out.
create or replace function public.directory_rating_delta(removed jsonb, added jsonb)
returns table (n integer, a numeric, d integer)
language sql
immutable
set search_path = ''
as $$
  select x.n, x.a, sum(x.d)::integer
  from (
    select (r ->> 'rating_count')::integer as n, (r ->> 'rating_avg')::numeric(3, 2) as a, -1 as d
      from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select (r ->> 'rating_count')::integer, (r ->> 'rating_avg')::numeric(3, 2), 1
      from jsonb_array_elements(coalesce(added, '[]')) r
  ) x
  where x.n > 0 and x.a is not null
  group by x.n, x.a
  having sum(x.d) <> 0
$$;

revoke execute on function public.directory_rating_delta(jsonb, jsonb) from public, anon, authenticated;
revoke execute on function public.directory_locality_delta(jsonb, jsonb) from public, anon, authenticated;

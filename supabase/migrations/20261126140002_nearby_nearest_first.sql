-- NEARBY, NEAREST FIRST (issue 25, item 3). EXPLAIN (ANALYZE, BUFFERS) at 1,000,000 providers,
-- the densest query point (2,022 matches): the app's nearest 50 took 28 ms, because every match
-- was found, its distance computed and all of them ranked (a top-N sort) before the LIMIT, and
-- the response times were read for every match in one grouped call. Now each availability is read
-- in distance order straight from the GiST index (KNN), so the nearest 50 read ~80 index entries
-- (1.6 ms there); the rows, rating score and response time are read only for rows returned.
-- Response times come from provider_response_stats, kept by a trigger when a request is answered,
-- because computing a median per row (a security-definer call, ~80 µs each) cannot follow a LIMIT.
-- Results and errors are unchanged; providers at the same distance are no longer ordered by uuid.

-- TABLE: each provider's median answer time, as provider_response_times() computes it, kept at
-- each answer. Public, as the cards show it. The median stands as of the provider's newest answer
-- and is not shown once that answer is 90 days old (then no answer is left in the window).
create table public.provider_response_stats (
  provider_id uuid primary key references public."service-providers" (uuid) on delete cascade,
  median_seconds double precision,
  newest_answer_at timestamptz
);

comment on table public.provider_response_stats is
  'Per provider, the median seconds from request to answer over 90 days (null below 3 answers), kept by a trigger.';

revoke all on table public.provider_response_stats from anon, authenticated;
grant select on table public.provider_response_stats to anon, authenticated;
alter table public.provider_response_stats enable row level security;
create policy "Response times are public"
  on public.provider_response_stats for select to anon, authenticated
  using (true);

-- Keeps provider_response_stats up to date: a request answered, un-answered or deleted recomputes
-- its provider's median with provider_response_times().
create or replace function public.provider_response_stats_refresh()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider uuid := case when tg_op = 'DELETE' then old."to" else new."to" end;
begin
  if not exists (select 1 from public."service-providers" sp where sp.uuid = provider) then
    return null;
  end if;
  insert into public.provider_response_stats as s (provider_id, median_seconds, newest_answer_at)
  select provider, t.median_seconds, (
      select max(m.answered_at) from public.messages m
      where m."to" = provider and m.status in ('accepted', 'declined') and m.answered_at is not null)
  from (select null) one
  left join public.provider_response_times(array[provider]) t on true
  on conflict (provider_id) do update
    set median_seconds = excluded.median_seconds, newest_answer_at = excluded.newest_answer_at;
  return null;
end
$$;

revoke execute on function public.provider_response_stats_refresh() from public, anon, authenticated;

create trigger provider_response_stats_on_insert
  after insert on public.messages
  for each row when (new.answered_at is not null)
  execute function public.provider_response_stats_refresh();

create trigger provider_response_stats_on_update
  after update of status, answered_at on public.messages
  for each row when (new.answered_at is distinct from old.answered_at or new.status is distinct from old.status)
  execute function public.provider_response_stats_refresh();

create trigger provider_response_stats_on_delete
  after delete on public.messages
  for each row when (old.answered_at is not null)
  execute function public.provider_response_stats_refresh();

-- The providers answered so far.
insert into public.provider_response_stats (provider_id, median_seconds, newest_answer_at)
select t.provider_id, t.median_seconds, a.newest
from (
  select m."to" as provider_id, max(m.answered_at) as newest
  from public.messages m
  where m.status in ('accepted', 'declined') and m.answered_at is not null
  group by m."to"
) a
join public."service-providers" sp on sp.uuid = a.provider_id
cross join lateral public.provider_response_times(array[a.provider_id]) t;

-- Providers within radius_km of (lat, lon): available first, then nearest.
-- No `set search_path` on purpose: a function with one is never inlined, and then a caller's
-- LIMIT cannot reach the ranking. It is security invoker, its tables and functions are
-- schema-qualified, and the built-in functions and operators it uses resolve in pg_catalog first.
-- Available providers, then the others, each read in distance order from the GiST index (a KNN
-- scan: `<->` between earth points orders as the great-circle distance does), so the app's
-- nearest 50 read about 50 index entries however dense the city; the nested loops over the two
-- availabilities and the lateral lookups keep that order. The earthdistance cube pre-filters
-- (widened: its sphere is 6378.168 km, the exact distance uses 6371 km). The whole row, the
-- rating score and the response time are read only for the rows returned. The ORDER BY is the
-- index's distance alone: PostgreSQL 15 uses an index's ordering operator only for the whole
-- ORDER BY, so a tie-break column would sort every match. Providers at the same point (public
-- positions are rounded to 0.01°) come in the index's order, the same for every call.
create or replace function public.nearby_providers(
  lat double precision,
  lon double precision,
  radius_km double precision default 10,
  job text default null
)
returns setof public.nearby_provider
language sql
stable
security invoker
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, c.km,
         sp.rating_count, sp.rating_avg,
         case
           when coalesce(sp.rating_count, 0) = 0 or sp.rating_avg is null then null
           -- public.rating_score, written out: that function has a SET clause, so every call of
           -- it is a full function call.
           else round((5 * coalesce((select public.rating_prior_mean()), sp.rating_avg)
                       + sp.rating_count * sp.rating_avg) / (5 + sp.rating_count), 4)
         end,
         sp.availability,
         rs.median_seconds
  from (values (true), (false)) tier (available)
  cross join lateral (
    select s.uuid, d.km
    from public."service-providers" s
    cross join lateral (
      select 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(s.latitude - nearby_providers.lat) / 2), 2)
        + cos(radians(nearby_providers.lat)) * cos(radians(s.latitude))
          * power(sin(radians(s.longitude - nearby_providers.lon) / 2), 2)
      ))) as km
    ) d
    where public.nearby_providers_arguments(nearby_providers.lat, nearby_providers.lon, nearby_providers.radius_km, nearby_providers.job)
      and s.latitude is not null and s.longitude is not null
      and (s.availability = 'available') is not distinct from tier.available
      and extensions.earth_box(extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon),
            least(nearby_providers.radius_km, 6371 * pi()) * 1000 * (6378.168 / 6371) * 1.001)
          operator(extensions.@>) extensions.ll_to_earth(s.latitude, s.longitude)
      and (nearby_providers.job is null or s.job = nearby_providers.job)
      and d.km <= nearby_providers.radius_km
    order by extensions.ll_to_earth(s.latitude, s.longitude) operator(extensions.<->)
             extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon)
  ) c
  cross join lateral (select * from public."service-providers" sp where sp.uuid = c.uuid limit 1) sp
  left join lateral (
    select rs.median_seconds from public.provider_response_stats rs
    where rs.provider_id = c.uuid and rs.newest_answer_at >= now() - interval '90 days' limit 1
  ) rs on true
$$;

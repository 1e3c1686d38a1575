-- NEARBY AT A MILLION (issue 25): nearby_providers back under 20 ms for the app's nearest 50.
-- EXPLAIN (ANALYZE, BUFFERS) at 1,000,000 providers, a city point with 1,646 matches: the
-- plpgsql function read every match's whole row (a bitmap heap scan over 2,253 heap blocks, each
-- row on its own block), computed the rating score (a function call) for every match, copied all
-- of them through a CTE and a tuplestore, and only then did the caller's LIMIT 50 apply.
-- Now:
-- * the GiST index carries what ranking needs (uuid, coordinates, trade, availability), so the
--   matches are found and ranked by an index-only scan (196 buffers instead of 2,355);
-- * the function is plain SQL the planner inlines (no SET clause, every name schema-qualified),
--   so the caller's LIMIT reaches the ranking: the whole row, rating score and response time
--   are read for the 50 rows returned, not for every match;
-- * response times are still read in one grouped call for all matches (usually no rows).
-- Results, their order (available first, then nearest, then uuid) and the errors are unchanged.

-- INDEXES
drop index if exists public."service-providers_earth_idx";
create index "service-providers_earth_idx" on public."service-providers"
  using gist (extensions.ll_to_earth(latitude, longitude))
  include (uuid, latitude, longitude, job, availability)
  where latitude is not null and longitude is not null;

-- FUNCTIONS: the argument checks, as a condition the inlined query evaluates once (it raises the
-- same errors as before; true otherwise).
create or replace function public.nearby_providers_arguments(
  lat double precision,
  lon double precision,
  radius_km double precision,
  job text
)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if lat is null or lon is null or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if radius_km is null or radius_km = 'NaN'::double precision or radius_km <= 0 then
    raise exception 'Invalid radius: radius_km must be greater than 0'
      using errcode = '22023', hint = 'Pass a radius in kilometres, for example 10.';
  end if;
  if job is not null and job not in ('Electrician', 'Plumber') then
    raise exception 'Invalid job: job must be Electrician or Plumber'
      using errcode = '22023';
  end if;
  return true;
end
$$;

revoke execute on function public.nearby_providers_arguments(double precision, double precision, double precision, text)
  from public;
grant execute on function public.nearby_providers_arguments(double precision, double precision, double precision, text)
  to anon, authenticated, service_role;

-- FUNCTIONS: providers within radius_km of (lat, lon): available first, then nearest.
-- No `set search_path` on purpose: a function with one is never inlined, and then a caller's
-- LIMIT cannot reach the ranking. It is security invoker, its tables and functions are
-- schema-qualified, and the built-in functions and operators it uses resolve in pg_catalog first.
-- The earthdistance cube pre-filters (widened: its sphere is 6378.168 km, the exact distance uses
-- 6371 km); the ranked subquery keeps OFFSET 0 so each row's record is built once, after ranking.
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
  with matched as (
    select s.uuid, d.km, s.availability = 'available' as available
    from public."service-providers" s
    cross join lateral (
      select 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(s.latitude - nearby_providers.lat) / 2), 2)
        + cos(radians(nearby_providers.lat)) * cos(radians(s.latitude))
          * power(sin(radians(s.longitude - nearby_providers.lon) / 2), 2)
      ))) as km
    ) d
    where public.nearby_providers_arguments(
            nearby_providers.lat, nearby_providers.lon, nearby_providers.radius_km, nearby_providers.job)
      and s.latitude is not null
      and s.longitude is not null
      and extensions.earth_box(
            extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon),
            least(nearby_providers.radius_km, 6371 * pi()) * 1000 * (6378.168 / 6371) * 1.001)
          operator(extensions.@>) extensions.ll_to_earth(s.latitude, s.longitude)
      and (nearby_providers.job is null or s.job = nearby_providers.job)
      and d.km <= nearby_providers.radius_km
  )
  select (ranked.provider).*
  from (
    select (
      select row(sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
                 sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, m.km,
                 sp.rating_count, sp.rating_avg,
                 -- public.rating_score, written out: that function has a SET clause, so every call
                 -- of it is a full function call.
                 case
                   when coalesce(sp.rating_count, 0) = 0 or sp.rating_avg is null then null
                   else round((5 * coalesce(prior.mean, sp.rating_avg) + sp.rating_count * sp.rating_avg)
                              / (5 + sp.rating_count), 4)
                 end,
                 sp.availability, rt.median_seconds)::public.nearby_provider
      from public."service-providers" sp
      where sp.uuid = m.uuid
    ) as provider
    from matched m
    cross join (select public.rating_prior_mean() as mean) prior
    left join public.provider_response_times(array(select matched.uuid from matched)) rt
      on rt.provider_id = m.uuid
    order by m.available desc, m.km, m.uuid
    offset 0
  ) ranked
$$;

grant execute on function public.nearby_providers(double precision, double precision, double precision, text)
  to anon, authenticated, service_role;

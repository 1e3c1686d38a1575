-- Providers within radius_km of (lat, lon): available first, then nearest.
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

-- Written by `npm run db:diff -- nearby_providers_card_index` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.nearby_providers(double precision,double precision,double precision,text,boolean)

-- INDEXES: the distance index carries every column a provider card shows, so nearby's scan
-- answers the app's request alone, without a lookup of each row by primary key (at 1,000,000
-- providers, every match at the densest point read 8,000 buffers for those lookups).
drop index if exists public."service-providers_earth_idx";
create index "service-providers_earth_idx" on public."service-providers"
  using gist (extensions.ll_to_earth(latitude, longitude))
  include (uuid, latitude, longitude, job, availability, first_name, last_name, location, "profilePicUrl",
           rating_count, rating_avg, visiting_charge, jobs_done, phone_verified, id_checked)
  where latitude is not null and longitude is not null;

-- Providers within radius_km of (lat, lon): available first, then nearest, with their visiting charge,
-- done jobs and badges; verified_only keeps those whose ID an admin checked.
-- No `set search_path` on purpose: a function with one is never inlined, and then a caller's
-- LIMIT cannot reach the ranking. It is security invoker, its tables and functions are
-- schema-qualified, and the built-in functions and operators it uses resolve in pg_catalog first.
-- Available providers, then the others, each read in distance order from the GiST index (a KNN
-- scan: `<->` between earth points orders as the great-circle distance does), so the app's
-- nearest 50 read about 50 index entries however dense the city; the nested loop over the two
-- availabilities keeps that order. The earthdistance cube pre-filters (widened: its sphere is
-- 6378.168 km, the exact distance uses 6371 km). The index carries every column a provider card
-- shows (card-columns.ts), so the scan alone answers the app without reading the table; the
-- columns no card shows (e-mail, phone, times) are subqueries by primary key, which PostgreSQL
-- drops when the caller does not ask for them, and the response time is one for each row
-- returned. The ORDER BY is the index's distance alone: PostgreSQL 15 uses an index's ordering
-- operator only for the whole ORDER BY, so a tie-break column would sort every match. Providers
-- at the same point (public positions are rounded to 0.01°) come in the index's order, the same
-- for every call.
create or replace function public.nearby_providers(
  lat double precision,
  lon double precision,
  radius_km double precision default 10,
  job text default null,
  verified_only boolean default false
)
returns setof public.nearby_provider
language sql
stable
security invoker
as $$
  select sp.uuid, sp.first_name, sp.last_name,
         (select x.email from public."service-providers" x where x.uuid = sp.uuid),
         (select x.phonenumber from public."service-providers" x where x.uuid = sp.uuid),
         sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl",
         (select x.created_at from public."service-providers" x where x.uuid = sp.uuid),
         (select x.updated_at from public."service-providers" x where x.uuid = sp.uuid),
         sp.km,
         sp.rating_count, sp.rating_avg,
         case
           when coalesce(sp.rating_count, 0) = 0 or sp.rating_avg is null then null
           -- public.rating_score, written out: that function has a SET clause, so every call of
           -- it is a full function call.
           else round((5 * coalesce((select public.rating_prior_mean()), sp.rating_avg)
                       + sp.rating_count * sp.rating_avg) / (5 + sp.rating_count), 4)
         end,
         sp.availability,
         (select rs.median_seconds from public.provider_response_stats rs
           where rs.provider_id = sp.uuid and rs.newest_answer_at >= now() - interval '90 days'),
         sp.visiting_charge,
         sp.jobs_done,
         sp.phone_verified,
         sp.id_checked
  from (values (true), (false)) tier (available)
  cross join lateral (
    select s.uuid, d.km, s.first_name, s.last_name, s.job, s.location, s.latitude, s.longitude, s."profilePicUrl",
           s.rating_count, s.rating_avg, s.availability, s.visiting_charge, s.jobs_done, s.phone_verified, s.id_checked
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
      and (nearby_providers.verified_only is not true or s.id_checked)
      and d.km <= nearby_providers.radius_km
    order by extensions.ll_to_earth(s.latitude, s.longitude) operator(extensions.<->)
             extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon)
  ) sp
$$;

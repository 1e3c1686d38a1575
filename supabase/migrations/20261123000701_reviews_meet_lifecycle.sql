-- Issues 9 and 10 both redefined nearby_providers (ratings; availability and response times) and
-- the directory lacked availability: one definition each that returns both.

-- NEARBY: ratings, availability and response time; available providers first, then nearest.
create or replace function public.nearby_providers(
  lat double precision,
  lon double precision,
  radius_km double precision default 10,
  job text default null
)
returns setof public.nearby_provider
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  earth_radius_km constant double precision := 6371;
  box_radius_m double precision;
  prior_mean numeric := public.rating_prior_mean();
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

  box_radius_m := least(radius_km, earth_radius_km * pi()) * 1000 * (6378.168 / earth_radius_km) * 1.001;

  return query
  with found as (
    select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
           sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, d.km,
           sp.rating_count, sp.rating_avg, sp.availability
    from public."service-providers" sp
    cross join lateral (
      select 2 * earth_radius_km * asin(least(1, sqrt(
        power(sin(radians(sp.latitude - lat) / 2), 2)
        + cos(radians(lat)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - lon) / 2), 2)
      ))) as km
    ) d
    where sp.latitude is not null
      and sp.longitude is not null
      and extensions.earth_box(extensions.ll_to_earth(lat, lon), box_radius_m)
          operator(extensions.@>) extensions.ll_to_earth(sp.latitude, sp.longitude)
      and (nearby_providers.job is null or sp.job = nearby_providers.job)
      and d.km <= radius_km
  ),
  times as (
    select * from public.provider_response_times(array(select found.uuid from found))
  )
  select f.uuid, f.first_name, f.last_name, f.email, f.phonenumber, f.job, f.location,
         f.latitude, f.longitude, f."profilePicUrl", f.created_at, f.updated_at, f.km,
         f.rating_count, f.rating_avg, public.rating_score(f.rating_count, f.rating_avg, prior_mean),
         f.availability, rt.median_seconds
  from found f
  left join times rt on rt.provider_id = f.uuid
  order by f.availability = 'available' desc, f.km, f.uuid;
end
$$;

-- DIRECTORY: also availability and response time (the return type changes, so drop first).
drop function public.provider_directory();

create function public.provider_directory()
returns table (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  phonenumber text,
  job text,
  location text,
  "profilePicUrl" text,
  rating_count integer,
  rating_avg numeric,
  rating_score numeric,
  availability text,
  response_seconds double precision
)
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp."profilePicUrl", sp.rating_count, sp.rating_avg,
         public.rating_score(sp.rating_count, sp.rating_avg, prior.m),
         sp.availability, rt.median_seconds
  from public."service-providers" sp
  cross join (select public.rating_prior_mean() as m) prior
  left join public.provider_response_times(array(select s.uuid from public."service-providers" s)) rt
    on rt.provider_id = sp.uuid
  order by sp.first_name, sp.last_name, sp.uuid
$$;

comment on function public.provider_directory() is
  'Every provider with rating count, average, Bayesian "Top rated" score, availability and median response time, by name.';

revoke execute on function public.provider_directory() from public;
grant execute on function public.provider_directory() to anon, authenticated, service_role;

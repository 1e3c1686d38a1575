-- FUNCTIONS: providers within radius_km of (lat, lon), nearest first.
-- The GiST index on ll_to_earth pre-filters with a bounding cube; the exact great-circle
-- distance on a sphere of radius 6371 km decides. earthdistance's own sphere is slightly larger
-- (6378.168 km), so the cube is widened to stay a superset of the exact answer.
-- TYPES: a provider row plus its distance from the searched point.
create type public.nearby_provider as (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  phonenumber text,
  job text,
  location text,
  latitude double precision,
  longitude double precision,
  "profilePicUrl" text,
  created_at timestamptz,
  updated_at timestamptz,
  distance_km double precision
);

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
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, d.km
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
  order by d.km, sp.uuid;
end
$$;

grant execute on function public.nearby_providers(double precision, double precision, double precision, text)
  to anon, authenticated, service_role;

-- RESPONSE TIME: per provider, the median time from request to answer (accept or decline) over
-- the last 90 days; null until there are at least 3 answers.
create or replace function public.provider_response_times(provider_ids uuid[])
returns table (provider_id uuid, answers integer, median_seconds double precision)
language sql
stable
security definer
set search_path = ''
as $$
  select
    m."to",
    count(*)::integer,
    case when count(*) >= 3 then
      percentile_cont(0.5) within group (order by extract(epoch from m.answered_at - m.requested_at))
    end
  from public.messages m
  where m."to" = any (provider_ids)
    and m.status in ('accepted', 'declined')
    and m.answered_at is not null
    and m.answered_at >= now() - interval '90 days'
  group by m."to"
$$;

comment on function public.provider_response_times(uuid[]) is
  'Median seconds from request to answer over the last 90 days (null below 3 answers), per provider.';

revoke execute on function public.provider_response_times(uuid[]) from public;
grant execute on function public.provider_response_times(uuid[]) to anon, authenticated, service_role;

-- NEARBY: results carry availability and response time; available providers come first.
alter type public.nearby_provider
  add attribute availability text,
  add attribute response_seconds double precision;

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
  with found as (
    select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
           sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, d.km,
           sp.availability
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
    -- One grouped read of the answers of everyone found (an index probe per provider).
    select * from public.provider_response_times(array(select found.uuid from found))
  )
  select f.uuid, f.first_name, f.last_name, f.email, f.phonenumber, f.job, f.location,
         f.latitude, f.longitude, f."profilePicUrl", f.created_at, f.updated_at, f.km,
         f.availability, rt.median_seconds
  from found f
  left join times rt on rt.provider_id = f.uuid
  order by f.availability = 'available' desc, f.km, f.uuid;
end
$$;

-- NEVER A DEAD END: the three nearest available providers of the same trade for a request of
-- the caller, nearest to the caller's place (or to the requested provider when it is unknown),
-- leaving out that provider and those the caller is already waiting on or talking to.
create or replace function public.suggestion_candidates(
  origin_lat double precision,
  origin_lon double precision,
  radius_km double precision,
  wanted_job text,
  left_out uuid
)
returns setof public.nearby_provider
language sql
stable
security invoker
set search_path = ''
as $$
  select p.*
  from public.nearby_providers(origin_lat, origin_lon, radius_km, wanted_job) p
  where p.availability = 'available'
    and p.uuid <> left_out
    and not exists (
      select 1 from public.messages other
      where other."from" = (select auth.uid())
        and other."to" = p.uuid
        and public.request_status(other.status, other.requested_at) in ('pending', 'accepted')
    )
$$;

create or replace function public.suggested_providers(request_id bigint)
returns setof public.nearby_provider
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  wanted text;
  declined uuid;
  origin_lat double precision;
  origin_lon double precision;
  radius double precision;
begin
  select sp.job, m."to", coalesce(u.latitude, sp.latitude), coalesce(u.longitude, sp.longitude)
    into wanted, declined, origin_lat, origin_lon
  from public.messages m
  join public."service-providers" sp on sp.uuid = m."to"
  left join public.users u on u.uuid = m."from"
  where m.message_id = request_id and m."from" = (select auth.uid());

  if wanted is null or origin_lat is null then
    return;
  end if;

  -- Widen the search until three are found, up to 250 km (further away nobody can come over).
  foreach radius in array array[10, 50, 250]::double precision[] loop
    exit when (
      select count(*) from public.suggestion_candidates(origin_lat, origin_lon, radius, wanted, declined)
    ) >= 3;
  end loop;

  return query
  select c.*
  from public.suggestion_candidates(origin_lat, origin_lon, radius, wanted, declined) c
  order by c.distance_km, c.uuid
  limit 3;
end
$$;

comment on function public.suggested_providers(bigint) is
  'Up to three nearest available providers of the same trade, for a request of the caller.';

revoke execute on function public.suggestion_candidates(double precision, double precision, double precision, text, uuid)
  from public, anon;
grant execute on function public.suggestion_candidates(double precision, double precision, double precision, text, uuid)
  to authenticated, service_role;
revoke execute on function public.suggested_providers(bigint) from public, anon;
grant execute on function public.suggested_providers(bigint) to authenticated, service_role;

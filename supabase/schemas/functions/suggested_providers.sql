-- Up to three nearest available providers of the same trade, for a request of the caller.
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

-- Written by `npm run db:diff -- help_now_distance` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function public.help_now_distance_km(bigint,uuid)
--   changed function public.messages_store_distance()

-- Whole kilometres (at least 1) from the grid cell of a help-now request's position to the
-- provider; null when the provider's position is unknown.
create or replace function public.help_now_distance_km(help_now_id bigint, provider uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(1, round(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(c.lat - p.latitude) / 2), 2)
    + cos(radians(p.latitude)) * cos(radians(c.lat)) * power(sin(radians(c.lon - p.longitude) / 2), 2)
  )))))::integer
  from public.help_now h
  cross join lateral (
    select public.grid_cell_centre(h.latitude) as lat, public.grid_cell_centre(h.longitude) as lon
  ) c
  join public.provider_private p on p.uuid = help_now_distance_km.provider
  where h.id = help_now_distance_km.help_now_id
    and p.latitude is not null and p.longitude is not null
$$;

-- Trigger: a request's distance_km is set when the request is sent and whenever it is sent
-- again (request_distance_km(); a help-now copy from the help-now request's position,
-- help_now_distance_km()); nobody writes it through the API.
create or replace function public.messages_store_distance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.help_now_id is not null then
    new.distance_km := public.help_now_distance_km(new.help_now_id, new."to");
  elsif tg_op = 'INSERT' or (new.status = 'pending' and new.requested_at is distinct from old.requested_at) then
    new.distance_km := public.request_distance_km(new."from", new."to");
  else
    new.distance_km := old.distance_km;
  end if;
  return new;
end
$$;

revoke execute on function public.help_now_distance_km(bigint, uuid) from public, anon, authenticated;

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

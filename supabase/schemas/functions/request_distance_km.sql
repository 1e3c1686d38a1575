-- Whole kilometres (at least 1) from the customer's grid cell to the provider; null when either
-- position is unknown.
create or replace function public.request_distance_km(customer uuid, provider uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(1, round(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(c.lat - sp.latitude) / 2), 2)
    + cos(radians(sp.latitude)) * cos(radians(c.lat)) * power(sin(radians(c.lon - sp.longitude) / 2), 2)
  )))))::integer
  from public.users u
  cross join lateral (
    select public.grid_cell_centre(u.latitude) as lat, public.grid_cell_centre(u.longitude) as lon
  ) c
  join public."service-providers" sp on sp.uuid = request_distance_km.provider
  where u.uuid = request_distance_km.customer
    and u.latitude is not null and u.longitude is not null
    and sp.latitude is not null and sp.longitude is not null
$$;

-- The three nearest available providers of the same trade for a request of the caller, nearest to
-- the caller's place (or to the requested provider when it is unknown), leaving out that provider
-- and those the caller is already waiting on or talking to.
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

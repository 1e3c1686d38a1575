-- PRIVACY UNTIL ACCEPTED, by arithmetic too: the distance a provider sees for a request is worked
-- out once, when the request is sent, from the centre of the customer's cell of a 0.01° grid
-- (about 1.1 km; no finer than that can be learnt from it) and the provider's position then,
-- rounded to whole kilometres (at least 1) and stored on the request. Moving the provider
-- afterwards changes nothing, so distances from many positions cannot triangulate the customer.

-- The centre of the ~1 km grid cell a coordinate falls in.
create or replace function public.grid_cell_centre(value double precision)
returns double precision
language sql
immutable
set search_path = ''
as $$ select round(((floor(value * 100) + 0.5) / 100)::numeric, 3)::double precision $$;

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

revoke execute on function public.request_distance_km(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.grid_cell_centre(double precision) from public, anon, authenticated;

alter table public.messages
  add column distance_km integer check (distance_km >= 0);

comment on column public.messages.distance_km is
  'Whole kilometres from the customer''s ~1 km grid cell to the provider, as of when the request was sent.';

update public.messages m set distance_km = public.request_distance_km(m."from", m."to");

-- Set when the request is sent and whenever it is sent again; nobody writes it through the API.
create or replace function public.messages_store_distance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or (new.status = 'pending' and new.requested_at is distinct from old.requested_at) then
    new.distance_km := public.request_distance_km(new."from", new."to");
  else
    new.distance_km := old.distance_km;
  end if;
  return new;
end
$$;

revoke execute on function public.messages_store_distance() from public, anon, authenticated;

-- Named to run after messages_status_machine (before-triggers fire by name), which sets
-- requested_at when a request is sent again.
create trigger messages_zz_store_distance
  before insert or update on public.messages
  for each row execute function public.messages_store_distance();

-- provider_requests() returns the stored distance, never one computed from positions now.
create or replace function public.provider_requests()
returns table (
  message_id bigint,
  customer_id uuid,
  status text,
  requested_at timestamptz,
  answered_at timestamptz,
  decline_reason text,
  expires_at timestamptz,
  first_name text,
  picture text,
  locality text,
  distance_km double precision,
  last_name text,
  phonenumber text,
  email text,
  latitude double precision,
  longitude double precision
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    m.message_id,
    m."from",
    public.request_status(m.status, m.requested_at),
    m.requested_at,
    m.answered_at,
    m.decline_reason,
    m.requested_at + public.request_ttl(),
    coalesce(nullif(public.request_first_name(u.first_name), ''), nullif(m.username, ''), 'A customer'),
    coalesce(nullif(u."profilePicUrl", ''), nullif(u.profile_link, ''), m.user_profile),
    coalesce(u.location, ''),
    m.distance_km::double precision,
    case when m.is_chat then u.last_name end,
    case when m.is_chat then u.phonenumber end,
    case when m.is_chat then u.email end,
    case when m.is_chat then u.latitude end,
    case when m.is_chat then u.longitude end
  from public.messages m
  left join public.users u on u.uuid = m."from"
  where m."to" = (select auth.uid())
  order by m.requested_at desc, m.message_id desc
$$;

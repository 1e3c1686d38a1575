-- PRIVACY UNTIL ACCEPTED: before accepting, a provider learns the requester's first name,
-- picture, locality and distance; the last name, phone, e-mail and coordinates only after.

-- RLS: a provider reads a customer's row only once they accepted that customer's request.
drop policy "Providers read customers who contacted them" on public.users;

create policy "Providers read customers whose request they accepted"
  on public.users for select to authenticated
  using (
    exists (
      select 1 from public.messages m
      where m."from" = users.uuid and m."to" = (select auth.uid()) and m.is_chat
    )
  );

-- The name a request carries (messages.username) is the customer's first name only.
create or replace function public.request_first_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$ select split_part(btrim(coalesce(full_name, '')), ' ', 1) $$;

update public.messages set username = public.request_first_name(username);

create or replace function public.messages_first_name_only()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  first text;
begin
  select nullif(btrim(u.first_name), '') into first from public.users u where u.uuid = new."from";
  new.username := coalesce(public.request_first_name(first), public.request_first_name(new.username));
  return new;
end
$$;

create trigger messages_first_name_only
  before insert or update of username on public.messages
  for each row execute function public.messages_first_name_only();

revoke execute on function public.messages_first_name_only() from public, anon, authenticated;

-- FUNCTIONS: the requests addressed to the calling provider, newest first. Contact details are
-- filled only for accepted requests; otherwise first name, picture, locality and distance.
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
    coalesce(nullif(btrim(u.first_name), ''), nullif(m.username, ''), 'A customer'),
    coalesce(nullif(u."profilePicUrl", ''), nullif(u.profile_link, ''), m.user_profile),
    coalesce(u.location, ''),
    case
      when u.latitude is not null and sp.latitude is not null then
        round((2 * 6371 * asin(least(1, sqrt(
          power(sin(radians(u.latitude - sp.latitude) / 2), 2)
          + cos(radians(sp.latitude)) * cos(radians(u.latitude))
            * power(sin(radians(u.longitude - sp.longitude) / 2), 2)
        ))))::numeric, 1)::double precision
    end,
    case when m.is_chat then u.last_name end,
    case when m.is_chat then u.phonenumber end,
    case when m.is_chat then u.email end,
    case when m.is_chat then u.latitude end,
    case when m.is_chat then u.longitude end
  from public.messages m
  join public."service-providers" sp on sp.uuid = m."to"
  left join public.users u on u.uuid = m."from"
  where m."to" = (select auth.uid())
  order by m.requested_at desc, m.message_id desc
$$;

comment on function public.provider_requests() is
  'Requests addressed to the calling provider; the customer''s contact details only once accepted.';

revoke execute on function public.provider_requests() from public, anon;
grant execute on function public.provider_requests() to authenticated, service_role;

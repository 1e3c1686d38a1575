-- The provider's requests with the customer's first name and picture, and the distance stored
-- when the request was sent (never one computed from positions now), what the customer wrote,
-- their photos' storage paths and when they need someone. A help-now copy reads as taken once
-- another provider accepted, and as expired once its rounds ended unanswered.
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
  longitude double precision,
  description text,
  photos text[],
  wanted text,
  wanted_date date,
  wanted_slot text,
  help_now boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    m.message_id,
    m."from",
    case
      when m.status = 'pending' and h.winner is not null and h.winner <> m.message_id then 'taken'
      when m.status = 'pending' and public.help_now_state(h.state, h.round, h.round_started_at) = 'unanswered' then 'expired'
      else public.request_status(m.status, m.requested_at)
    end,
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
    case when m.is_chat then u.longitude end,
    m.description,
    m.photos,
    m.wanted,
    m.wanted_date,
    m.wanted_slot,
    m.help_now_id is not null
  from public.messages m
  left join public.users u on u.uuid = m."from"
  left join public.help_now h on h.id = m.help_now_id
  where m."to" = (select auth.uid())
  order by m.requested_at desc, m.message_id desc
$$;

-- Issue 27, items 2 and 6: a request says what is wrong (description, up to 3 photos, when) and
-- "Need help now" sends one request to the nearest available providers of a trade at once, in
-- rounds of 5, the first to accept winning; the other copies end as taken.

-- TABLE: a customer's help-now request; its copies are rows of public.messages (help_now_id).
create table public.help_now (
  id bigint generated always as identity primary key,
  customer uuid not null references auth.users (id) on delete cascade,
  job text not null check (job in ('Electrician', 'Plumber')),
  description text not null default '' check (char_length(description) <= 500),
  photos text[] not null default '{}',
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  round smallint not null default 1 check (round between 1 and 3),
  round_started_at timestamptz not null default now(),
  state text not null default 'open' check (state in ('open', 'accepted', 'unanswered')),
  winner bigint,
  created_at timestamptz not null default now(),
  ended_at timestamptz
);

comment on table public.help_now is
  'A customer''s "Need help now" request: its position, rounds and the accepted copy. Only the customer reads it.';

-- At most one help-now request in flight per customer.
create unique index help_now_one_open on public.help_now (customer) where state = 'open';
create index help_now_open_rounds on public.help_now (round_started_at) where state = 'open';

revoke all on table public.help_now from anon, authenticated;
grant select on table public.help_now to authenticated;
alter table public.help_now enable row level security;
create policy "Customers read their own help-now requests"
  on public.help_now for select to authenticated
  using (customer = (select auth.uid()));

-- TABLE: what a request says, and its help-now copy link.
alter table public.messages
  drop constraint messages_status_check,
  add constraint messages_status_check
    check (status in ('pending', 'accepted', 'declined', 'cancelled', 'expired', 'taken')),
  add column description text not null default '' check (char_length(description) <= 500),
  add column photos text[] not null default '{}',
  add column wanted text not null default 'soon' check (wanted in ('soon', 'today', 'slot')),
  add column wanted_date date,
  add column wanted_slot text check (wanted_slot in ('morning', 'afternoon', 'evening')),
  add column help_now_id bigint references public.help_now (id) on delete set null,
  add column seen_at timestamptz,
  add constraint messages_wanted_slot
    check (case when wanted = 'slot' then wanted_date is not null and wanted_slot is not null
                else wanted_date is null and wanted_slot is null end);

alter table public.help_now
  add constraint help_now_winner_fkey foreign key (winner) references public.messages (message_id) on delete set null
    deferrable initially deferred;

create index messages_help_now_idx on public.messages (help_now_id) where help_now_id is not null;

comment on column public.messages.wanted is 'When the customer needs someone: soon (as soon as possible), today, or slot (wanted_date and wanted_slot).';
comment on column public.messages.seen_at is 'When the provider first saw the request (mark_requests_seen).';

-- STORAGE: request photos, private; read by the customer and the providers the request went to.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('request_photos', 'request_photos', false, 2097152, array['image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- FUNCTIONS
-- A request's photos: at most 3, each a path the customer uploaded to the request_photos bucket
-- (requests/<customer>/<uuid>.jpg or .webp).
create or replace function public.request_photos_valid(photos text[], customer uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select photos is not null
     and cardinality(photos) <= 3
     and array_position(photos, null) is null
     and not exists (
       select 1 from unnest(photos) p
       where p !~ ('^requests/' || customer::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|webp)$')
     )
     and cardinality(photos) = (select count(distinct p) from unnest(photos) p)
$$;

-- How long one round of a help-now request waits before the next providers are asked.
create or replace function public.help_now_round_minutes()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

-- A help-now request's state as of now: an open one whose last round is over reads as unanswered.
create or replace function public.help_now_state(state text, round integer, round_started_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when state = 'open' and round >= 3
         and round_started_at <= now() - make_interval(mins => public.help_now_round_minutes()) then 'unanswered'
    else state
  end
$$;

-- The accepted copy of a help-now request, if one was accepted; told only to its parties.
create or replace function public.help_now_winner(help_now_id bigint)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select h.winner from public.help_now h
  where h.id = help_now_winner.help_now_id
    and ((select auth.uid()) is null or exists (
      select 1 from public.messages m
      where m.help_now_id = h.id and (select auth.uid()) in (m."from", m."to")
    ))
$$;

-- Whether a help-now request ended without anyone accepting it; told only to its parties.
create or replace function public.help_now_ended(help_now_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.help_now h
    where h.id = help_now_ended.help_now_id
      and h.state = 'unanswered'
      and ((select auth.uid()) is null or exists (
        select 1 from public.messages m
        where m.help_now_id = h.id and (select auth.uid()) in (m."from", m."to")
      ))
  )
$$;

-- The one decision of a help-now request: the first copy accepted wins. The request's row is
-- locked, so concurrent accepts decide one after another; returns whether this copy won. Only the
-- status trigger calls it, for a copy addressed to the caller.
create or replace function public.help_now_claim(help_now_id bigint, message_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g public.help_now;
begin
  if pg_trigger_depth() = 0 or not exists (
    select 1 from public.messages m
    where m.message_id = help_now_claim.message_id
      and m.help_now_id = help_now_claim.help_now_id
      and (m."to" = (select auth.uid()) or (select auth.uid()) is null)
  ) then
    raise exception 'Accept the request instead' using errcode = '42501';
  end if;
  select * into g from public.help_now h where h.id = help_now_claim.help_now_id for update;
  if g.winner is not null then
    return g.winner = help_now_claim.message_id;
  end if;
  if g.state <> 'open' then
    return false;
  end if;
  update public.help_now h set winner = help_now_claim.message_id, state = 'accepted', ended_at = now()
  where h.id = help_now_claim.help_now_id;
  return true;
end
$$;

-- Asks the next providers of a help-now request: up to 5 providers of its trade who are available
-- now within 5 km of its position and were not asked yet (nor have another request from this
-- customer), nearest first and, within the same whole kilometre, best rated first. Returns how
-- many were asked. Each copy is a pending request in public.messages, so it notifies the provider
-- and is accepted like any request.
create or replace function public.help_now_ask(help_now_id bigint)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g public.help_now;
  asked integer;
begin
  select * into g from public.help_now h where h.id = help_now_ask.help_now_id;
  with candidates as (
    select sp.uuid, sp.first_name, sp.last_name
    from public."service-providers" sp
    join public.provider_private p on p.uuid = sp.uuid
    cross join lateral (
      select 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(p.latitude - g.latitude) / 2), 2)
        + cos(radians(g.latitude)) * cos(radians(p.latitude))
          * power(sin(radians(p.longitude - g.longitude) / 2), 2)
      ))) as km
    ) d
    where sp.job = g.job
      and sp.availability = 'available'
      and p.latitude is not null and p.longitude is not null
      and sp.uuid <> g.customer
      and d.km <= 5
      and not exists (select 1 from public.messages m where m."from" = g.customer and m."to" = sp.uuid)
    order by greatest(1, round(d.km)),
             public.rating_score(sp.rating_count, sp.rating_avg, public.rating_prior_mean()) desc nulls last,
             d.km, sp.uuid
    limit 5
  ),
  inserted as (
    insert into public.messages ("from", "to", username, spname, description, photos, help_now_id)
    select g.customer, c.uuid, '', btrim(concat_ws(' ', c.first_name, c.last_name)), g.description, g.photos, g.id
    from candidates c
    returning 1
  )
  select count(*)::integer into asked from inserted;
  return asked;
end
$$;

-- Moves on every help-now request whose round is over without an answer: the next 5 providers are
-- asked (3 rounds at most); after the last round, or when nobody is left to ask, it ends as
-- 'unanswered' and its open copies expire. Reads do not depend on it (help_now_state() tells the
-- state as of now); the customer's page, the bell, a new help-now request and a scheduler
-- (pg_cron, see docs/hosted-supabase.md) call it. Returns how many requests moved on.
create or replace function public.help_now_advance()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g record;
  moved integer := 0;
begin
  for g in
    select h.id, h.round from public.help_now h
    where h.state = 'open'
      and h.round_started_at <= now() - make_interval(mins => public.help_now_round_minutes())
    order by h.id
    for update skip locked
  loop
    if g.round < 3 and public.help_now_ask(g.id) > 0 then
      update public.help_now h set round = h.round + 1, round_started_at = now() where h.id = g.id;
    else
      update public.help_now h set state = 'unanswered', ended_at = now() where h.id = g.id;
      update public.messages m set status = 'expired'
      where m.help_now_id = g.id and m.status = 'pending';
    end if;
    moved := moved + 1;
  end loop;
  return moved;
end
$$;

-- Trigger: once a help-now copy is accepted, its other open copies are stored as taken. Copies
-- locked by a concurrent accept are skipped: that accept then finds the winner and stores taken
-- itself (messages_status_machine).
create or replace function public.help_now_after_accept()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.help_now_id is not null and new.status = 'accepted' and old.status is distinct from 'accepted' then
    update public.messages m set status = 'taken'
    where m.message_id in (
      select o.message_id from public.messages o
      where o.help_now_id = new.help_now_id and o.message_id <> new.message_id and o.status = 'pending'
      for update skip locked
    );
  end if;
  return null;
end
$$;

-- "Need help now": sends the customer's request at once to the nearest providers of a trade who are
-- available now within 5 km (help_now_ask), at the given position or the customer's stored one.
-- One help-now request at a time per customer. Returns the copies (possibly none: nobody is
-- available, and the request ends as unanswered).
create or replace function public.request_help_now(
  job text,
  description text default '',
  lat double precision default null,
  lon double precision default null,
  photos text[] default '{}'
)
returns setof public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  at_lat double precision := lat;
  at_lon double precision := lon;
  group_id bigint;
begin
  if me is null then
    raise exception 'Sign in to ask for help' using errcode = '42501';
  end if;
  if exists (select 1 from public."service-providers" sp where sp.uuid = me) then
    raise exception 'Providers cannot ask for help now' using errcode = '42501';
  end if;
  if job is null or job not in ('Electrician', 'Plumber') then
    raise exception 'Invalid job: job must be Electrician or Plumber' using errcode = '22023';
  end if;
  if char_length(coalesce(description, '')) > 500 then
    raise exception 'The description is too long: at most 500 characters' using errcode = '22023';
  end if;
  if not public.request_photos_valid(coalesce(photos, '{}'), me) then
    raise exception 'Invalid photos: at most 3 of your own uploads in the request_photos bucket'
      using errcode = '22023', hint = 'Upload to requests/<your user id>/<uuid>.jpg first.';
  end if;
  if (lat is null) <> (lon is null) then
    raise exception 'Pass both lat and lon, or neither to use your saved place' using errcode = '22023';
  end if;
  if lat is null then
    select u.latitude, u.longitude into at_lat, at_lon from public.users u where u.uuid = me;
    if at_lat is null then
      raise exception 'Your position is not known: share your location or choose your place first'
        using errcode = '22023', hint = 'Pass lat and lon.';
    end if;
  elsif lat = 'NaN'::double precision or lon = 'NaN'::double precision
        or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public.help_now of ' || me::text, 0));
  perform public.help_now_advance();
  if exists (select 1 from public.help_now h where h.customer = me and h.state = 'open') then
    raise exception 'You already asked for help now. Wait for an answer before asking again.'
      using errcode = 'P0001', hint = 'help_now_in_flight';
  end if;

  insert into public.help_now (customer, job, description, photos, latitude, longitude)
  values (me, request_help_now.job, coalesce(request_help_now.description, ''), coalesce(request_help_now.photos, '{}'),
          at_lat, at_lon)
  returning id into group_id;
  if public.help_now_ask(group_id) = 0 then
    update public.help_now h set state = 'unanswered', ended_at = now() where h.id = group_id;
  end if;
  return query select m.* from public.messages m where m.help_now_id = group_id order by m.message_id;
end
$$;

-- The provider has seen their open requests (the customer of a help-now request sees how many
-- providers have). Returns how many were marked.
create or replace function public.mark_requests_seen()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with seen as (
    update public.messages m set seen_at = now()
    where m."to" = (select auth.uid()) and m.seen_at is null and m.status = 'pending'
    returning 1
  )
  select count(*)::integer from seen
$$;

-- The status machine. Customer ("from"): cancel a pending request; ask again after a decline,
-- cancel or expiry (the row goes back to pending). Provider ("to"): accept or decline a pending
-- request. Anyone who may update the row may store an expiry that has already happened.
-- Callers without a user (service role, seeds) may set any status. Help-now copies: the first
-- accept wins (help_now_claim), the others are taken. Either way is_chat follows
-- status (setting only is_chat = true accepts) and the timestamps are kept by the database.
create or replace function public.messages_status_machine()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  was text;
begin
  if tg_op = 'INSERT' then
    if me is not null then
      -- A customer's request starts pending; one sent as accepted is refused by the insert policy.
      new.status := case when new.is_chat then 'accepted' else 'pending' end;
      new.requested_at := now();
      new.answered_at := null;
      new.decline_reason := null;
    elsif new.is_chat and new.status = 'pending' then
      new.status := 'accepted';
    end if;
    new.is_chat := new.status = 'accepted';
    if new.status in ('accepted', 'declined') and new.answered_at is null then
      new.answered_at := now();
    end if;
    new.status_changed_at := now();
    return new;
  end if;

  -- UPDATE: work out the requested status when only is_chat was sent.
  if new.status is not distinct from old.status and new.is_chat is distinct from old.is_chat then
    if new.is_chat then
      new.status := 'accepted';
    elsif me is null then
      new.status := 'pending';
    else
      raise exception 'An accepted request cannot be taken back'
        using errcode = '22023', hint = 'Set status instead of is_chat.';
    end if;
  end if;

  was := public.request_status(old.status, old.requested_at);

  -- A help-now copy another provider won is stored as taken, by whoever's update reaches it.
  if new.status = 'taken' and old.status is distinct from 'taken' then
    if old.help_now_id is null or was <> 'pending'
       or public.help_now_winner(old.help_now_id) is not distinct from old.message_id
       or public.help_now_winner(old.help_now_id) is null then
      raise exception 'Only an open help-now request that another provider accepted can be taken'
        using errcode = '22023';
    end if;
    new.is_chat := false;
    new.decline_reason := null;
    new.status_changed_at := now();
    return new;
  end if;
  -- A help-now request that nobody accepted in its rounds expires all its open copies.
  if new.status = 'expired' and old.help_now_id is not null and was = 'pending'
     and public.help_now_ended(old.help_now_id) then
    new.is_chat := false;
    new.status_changed_at := now();
    return new;
  end if;

  if new.status is not distinct from old.status then
    -- Nothing about the status changes.
    if new.decline_reason is distinct from old.decline_reason then
      raise exception 'The reason can only be given while declining a request' using errcode = '22023';
    end if;
    new.is_chat := old.is_chat;
    return new;
  end if;

  if me is not null and not (new.status = 'expired' and was = 'expired') then
    if me = old."to" then
      if new.status not in ('accepted', 'declined') then
        raise exception 'A provider can only accept or decline a request' using errcode = '42501';
      end if;
      if was <> 'pending' then
        raise exception 'This request is % and can no longer be answered', was using errcode = '22023';
      end if;
    elsif me = old."from" then
      if new.status = 'cancelled' then
        if was <> 'pending' then
          raise exception 'Only a pending request can be cancelled; this one is %', was using errcode = '22023';
        end if;
      elsif new.status = 'pending' then
        if was not in ('declined', 'cancelled', 'expired') then
          raise exception 'This request is % and cannot be sent again', was using errcode = '22023';
        end if;
        if old.help_now_id is not null then
          raise exception 'A help-now request cannot be sent again: ask for help now again' using errcode = '22023';
        end if;
      else
        raise exception 'A customer can only cancel a request or send it again' using errcode = '42501';
      end if;
    else
      raise exception 'Only the two parties of a request can change it' using errcode = '42501';
    end if;
  end if;

  -- The first accepted copy of a help-now request wins; a later one is stored as taken.
  if new.status = 'accepted' and old.help_now_id is not null
     and not public.help_now_claim(old.help_now_id, old.message_id) then
    new.status := 'taken';
  end if;

  new.is_chat := new.status = 'accepted';
  new.status_changed_at := now();
  if new.status = 'pending' then
    new.requested_at := now();
    new.answered_at := null;
  elsif new.status in ('accepted', 'declined') then
    new.answered_at := now();
  end if;
  if new.status <> 'declined' then
    new.decline_reason := null;
  end if;
  return new;
end
$$;

-- Trigger: the cap on a customer's pending requests. The count is taken under a per-customer
-- advisory lock held to the end of the transaction, so parallel sends by one customer count one
-- after another (each count is a new snapshot that sees the sends before it).
create or replace function public.messages_limit_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An update counts only when it asks again (the row was not pending as of now).
  if tg_op = 'UPDATE'
     and (new.status <> 'pending' or public.request_status(old.status, old.requested_at) = 'pending') then
    return new;
  end if;
  -- Help-now copies are held to one help-now request at a time instead.
  if not public.is_api_caller() or new.help_now_id is not null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.messages pending of ' || new."from"::text, 0));
  if (
    select count(*) from public.messages m
    where m."from" = new."from"
      and m.message_id is distinct from new.message_id
      and m.help_now_id is null
      and public.request_status(m.status, m.requested_at) = 'pending'
  ) >= 10 then
    raise exception 'You have 10 requests waiting for an answer. Wait for a reply or cancel one before sending another.'
      using errcode = 'P0001', hint = 'too_many_pending_requests';
  end if;
  return new;
end;
$$;

-- Trigger: a new request (or one sent again) notifies the provider, one unread notice per request;
-- accepted, declined and expired requests notify the customer (a help-now request's customer
-- watches its copies on the page instead of a notice for each expired one). First names only.
create or replace function public.notify_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider_name text;
  customer_name text := nullif(public.request_first_name(new.username), '');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(nullif(public.request_first_name(sp.first_name), ''), nullif(public.request_first_name(new.spname), ''))
    into provider_name
  from public."service-providers" sp where sp.uuid = new."to";

  if new.status = 'pending' then
    -- One "new request" notice per request: sending it again brings that notice back, unread
    -- and at the top, instead of adding another.
    update public.notifications n
    set read_at = null,
        created_at = now(),
        params = jsonb_strip_nulls(jsonb_build_object(
          'name', customer_name, 'expires_at', new.requested_at + public.request_ttl()))
    where n.recipient = new."to"
      and n.kind = 'new_request'
      and n.message_id = new.message_id;
    if found then
      return null;
    end if;
    perform public.notify(new."to", 'new_request', new.message_id,
      jsonb_build_object('name', customer_name, 'expires_at', new.requested_at + public.request_ttl()), '/requests');
  elsif new.status = 'accepted' then
    perform public.notify(new."from", 'request_accepted', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  elsif new.status = 'declined' then
    perform public.notify(new."from", 'request_declined', new.message_id,
      jsonb_build_object('name', provider_name, 'reason', new.decline_reason), '/messages');
  elsif new.status = 'expired' and new.help_now_id is null then
    perform public.notify(new."from", 'request_expired', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  end if;
  return null;
end
$$;

-- Stores the expiry of the caller's overdue requests (so they notify and count as expired);
-- returns how many changed. Reads are right without it: see request_status(). Help-now requests
-- whose round is over move on here too (help_now_advance).
create or replace function public.expire_overdue_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select public.help_now_advance();
  with expired as (
    update public.messages m
    set status = 'expired'
    where m.status = 'pending'
      and m.requested_at <= now() - public.request_ttl()
      and (select auth.uid()) in (m."from", m."to")
    returning 1
  )
  select count(*)::integer from expired
$$;

drop function public.provider_requests();
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

alter table public.messages
  add constraint messages_photos_are_own check (public.request_photos_valid(photos, "from"));
alter table public.help_now
  add constraint help_now_photos_are_own check (public.request_photos_valid(photos, customer));

create trigger help_now_after_accept
  after update of status, is_chat on public.messages
  for each row execute function public.help_now_after_accept();

-- GRANTS
grant insert (description, photos, wanted, wanted_date, wanted_slot) on table public.messages to authenticated;
revoke execute on function public.provider_requests() from public, anon;
grant execute on function public.provider_requests() to authenticated, service_role;
revoke execute on function public.request_help_now(text, text, double precision, double precision, text[]) from public, anon;
grant execute on function public.request_help_now(text, text, double precision, double precision, text[]) to authenticated, service_role;
revoke execute on function public.help_now_advance() from public, anon;
grant execute on function public.help_now_advance() to authenticated, service_role;
revoke execute on function public.mark_requests_seen() from public, anon;
grant execute on function public.mark_requests_seen() to authenticated, service_role;
revoke execute on function public.help_now_ask(bigint) from public, anon, authenticated;
revoke execute on function public.help_now_claim(bigint, bigint) from public, anon;
grant execute on function public.help_now_claim(bigint, bigint) to authenticated, service_role;
revoke execute on function public.help_now_after_accept() from public, anon, authenticated;
revoke execute on function public.help_now_winner(bigint) from public, anon;
revoke execute on function public.help_now_ended(bigint) from public, anon;

-- STORAGE POLICIES
create policy "Customers upload their request photos"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'request_photos'
    and public.request_photos_valid(array[name], (select auth.uid()))
  );

create policy "Customers remove their request photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'request_photos' and name like 'requests/' || (select auth.uid()) || '/%');

create policy "The customer and the providers asked read request photos"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'request_photos'
    and (
      name like 'requests/' || (select auth.uid()) || '/%'
      or exists (
        select 1 from public.messages m
        where m."to" = (select auth.uid()) and name = any (m.photos)
      )
    )
  );

alter publication supabase_realtime add table public.help_now;

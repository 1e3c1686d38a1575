-- COLUMNS: a request has a life. status is kept in step with is_chat (true exactly when accepted).
-- A pending request older than 24 hours is expired: request_status() decides it from the
-- timestamps on every read, so no scheduler is needed; expire_overdue_requests() stores it.
alter table public.messages
  add column status text not null default 'pending'
    constraint messages_status_check check (status in ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
  add column requested_at timestamptz not null default now(),
  add column answered_at timestamptz,
  add column decline_reason text
    constraint messages_decline_reason_check
    check (decline_reason in ('Too far', 'Fully booked', 'Not my kind of work')),
  add column status_changed_at timestamptz not null default now();

update public.messages
set status = case when is_chat then 'accepted' else 'pending' end,
    requested_at = created_at,
    answered_at = case when is_chat then created_at end;

alter table public.messages
  add constraint messages_status_is_chat check (is_chat = (status = 'accepted')),
  add constraint messages_reason_only_declined check (decline_reason is null or status = 'declined');

comment on column public.messages.status is
  'pending, accepted, declined, cancelled or expired; read it through request_status() or public.connections.';

-- INDEXES: response times read each provider's answers of the last 90 days.
create index messages_answers_idx on public.messages ("to", answered_at) where answered_at is not null;

-- FUNCTIONS: how long a request waits for an answer, and its status as of now.
create or replace function public.request_ttl()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '24 hours' $$;

create or replace function public.request_status(status text, requested_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when status = 'pending' and requested_at <= now() - public.request_ttl() then 'expired'
    else status
  end
$$;

comment on function public.request_status(text, timestamptz) is
  'A request''s status as of now: a pending request unanswered for 24 hours reads as expired.';

-- The status machine. Customer ("from"): cancel a pending request; ask again after a decline,
-- cancel or expiry (the row goes back to pending). Provider ("to"): accept or decline a pending
-- request. Anyone who may update the row may store an expiry that has already happened.
-- Callers without a user (service role, seeds) may set any status. Either way is_chat follows
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
      else
        raise exception 'A customer can only cancel a request or send it again' using errcode = '42501';
      end if;
    else
      raise exception 'Only the two parties of a request can change it' using errcode = '42501';
    end if;
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

create trigger messages_status_machine
  before insert or update on public.messages
  for each row execute function public.messages_status_machine();

-- Stores the expiry of the caller's overdue requests (so they notify and count as expired);
-- returns how many changed. Reads are right without it: see request_status().
create or replace function public.expire_overdue_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
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

-- VIEWS: a connection as either party sees it, with the status as of now. No contact details.
create view public.connections
with (security_invoker = true)
as
select
  m.message_id,
  m."from",
  m."to",
  public.request_status(m.status, m.requested_at) as status,
  m.is_chat,
  m.spname,
  m.sp_profile,
  m.requested_at,
  m.answered_at,
  m.decline_reason,
  m.requested_at + public.request_ttl() as expires_at,
  m.created_at
from public.messages m;

comment on view public.connections is
  'Connection requests of the caller with their status as of now (pending ones expire after 24 hours).';

-- The provider's dashboard numbers count what is pending as of now.
create or replace function public.provider_stats()
returns table (pending_requests integer, accepted_connections integer, customers integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where public.request_status(m.status, m.requested_at) = 'pending')::integer,
    count(*) filter (where m.is_chat)::integer,
    count(distinct m."from") filter (where m.is_chat)::integer
  from public.messages m
  where m."to" = (select auth.uid())
$$;

-- GRANTS: parties change the status (the trigger decides which change is theirs to make).
grant update (status, decline_reason) on table public.messages to authenticated;
grant select on public.connections to authenticated;
revoke execute on function public.expire_overdue_requests() from public, anon;
grant execute on function public.expire_overdue_requests() to authenticated, service_role;
revoke execute on function public.messages_status_machine() from public, anon, authenticated;

-- RLS: the customer may now change their own request (cancel it, send it again).
create policy "Customers cancel or renew their own requests"
  on public.messages for update to authenticated
  using ("from" = (select auth.uid()))
  with check ("from" = (select auth.uid()));

-- Written by `npm run db:diff -- visit_time_functions` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function public.confirm_visit(bigint)
--   changed function public.expire_overdue_requests()
--   changed function public.notification_channels_valid(jsonb)
--   added function public.propose_visit(bigint,date,text)
--   added function public.visit_party_name(public.messages,uuid)
--   added function public.visit_reminders_send()
--   added function public.visit_slot_start(date,text)

-- The party who did not make the current proposal confirms it: the visit time is agreed and the
-- proposer is notified. The customer's wanted day and part of the day is their first proposal.
create or replace function public.confirm_visit(p_request bigint)
returns public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.messages;
  proposed_date date;
  proposed_slot text;
  proposer uuid;
  starts timestamptz;
begin
  if me is null then
    raise exception 'Sign in to agree a visit time' using errcode = '42501';
  end if;
  select * into r from public.messages m
  where m.message_id = p_request and me in (m."from", m."to")
  for update;
  if not found then
    raise exception 'There is no such request of yours' using errcode = 'PT404';
  end if;
  if public.request_status(r.status, r.requested_at) <> 'accepted' then
    raise exception 'A visit time can only be agreed on an accepted request; this one is %',
      public.request_status(r.status, r.requested_at) using errcode = '22023';
  end if;
  if r.visit_agreed_at is not null then
    raise exception 'This visit time is already agreed' using errcode = '22023';
  end if;
  if r.visit_by is not null then
    proposed_date := r.visit_date;
    proposed_slot := r.visit_slot;
    proposer := r.visit_by;
  elsif r.wanted = 'slot' then
    proposed_date := r.wanted_date;
    proposed_slot := r.wanted_slot;
    proposer := r."from";
  else
    raise exception 'No time has been proposed yet: propose one' using errcode = '22023';
  end if;
  if proposer = me then
    raise exception 'You proposed this time: the other side confirms it or proposes another'
      using errcode = '42501';
  end if;
  starts := public.visit_slot_start(proposed_date, proposed_slot);
  if starts <= now() then
    raise exception 'That time has already begun: propose a later one' using errcode = '22023';
  end if;

  update public.messages m
  set visit_date = proposed_date, visit_slot = proposed_slot, visit_at = starts, visit_by = proposer,
      visit_agreed_at = now(), visit_reminded_at = null
  where m.message_id = p_request
  returning * into r;
  perform public.notify(proposer, 'visit_agreed', r.message_id,
    jsonb_build_object('name', public.visit_party_name(r, me), 'date', proposed_date, 'slot', proposed_slot),
    '/chat/' || r.message_id);
  return r;
end
$$;

-- Channels per notification kind: an object whose keys are kinds and whose values are arrays of
-- distinct channels.
create or replace function public.notification_channels_valid(p_channels jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
begin
  if p_channels is null or jsonb_typeof(p_channels) <> 'object' then
    return false;
  end if;
  for entry in select e.key, e.value from jsonb_each(p_channels) e loop
    if entry.key not in (
      'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
      'review_reply', 'visit_proposed', 'visit_agreed', 'visit_reminder'
    ) or jsonb_typeof(entry.value) <> 'array' then
      return false;
    end if;
    if exists (
      select 1 from jsonb_array_elements(entry.value) c
      where jsonb_typeof(c) <> 'string' or c #>> '{}' not in ('push', 'sms', 'whatsapp', 'email')
    ) or (select count(distinct c) <> count(*) from jsonb_array_elements(entry.value) c) then
      return false;
    end if;
  end loop;
  return true;
end
$$;

-- Either party of an accepted request proposes a visit day and part of the day; the other party
-- is notified and confirms it (confirm_visit) or proposes again. A proposal replaces the previous
-- one, and an agreed time too (the visit is rescheduled). Proposing what the other party proposed
-- agrees to it. Times already started and days more than 90 days ahead are refused.
create or replace function public.propose_visit(p_request bigint, p_date date, p_slot text)
returns public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  r public.messages;
  starts timestamptz;
  other uuid;
begin
  if me is null then
    raise exception 'Sign in to agree a visit time' using errcode = '42501';
  end if;
  if p_date is null or p_slot is null or p_slot not in ('morning', 'afternoon', 'evening') then
    raise exception 'Choose a day and a part of the day: morning, afternoon or evening' using errcode = '22023';
  end if;
  select * into r from public.messages m
  where m.message_id = p_request and me in (m."from", m."to")
  for update;
  if not found then
    raise exception 'There is no such request of yours' using errcode = 'PT404';
  end if;
  if public.request_status(r.status, r.requested_at) <> 'accepted' then
    raise exception 'A visit time can only be agreed on an accepted request; this one is %',
      public.request_status(r.status, r.requested_at) using errcode = '22023';
  end if;
  starts := public.visit_slot_start(p_date, p_slot);
  if starts <= now() then
    raise exception 'That time has already begun: choose a later day or part of the day' using errcode = '22023';
  end if;
  if starts > now() + interval '90 days' then
    raise exception 'Choose a day within the next 90 days' using errcode = '22023';
  end if;
  other := case when me = r."to" then r."from" else r."to" end;

  if r.visit_date is not distinct from p_date and r.visit_slot is not distinct from p_slot then
    if r.visit_agreed_at is not null or r.visit_by = me then
      return r;
    end if;
    return public.confirm_visit(p_request);
  end if;
  if r.visit_by is null and r.visit_agreed_at is null and me = r."to" and r.wanted = 'slot'
     and r.wanted_date = p_date and r.wanted_slot = p_slot then
    return public.confirm_visit(p_request);
  end if;

  update public.messages m
  set visit_date = p_date, visit_slot = p_slot, visit_at = starts, visit_by = me,
      visit_agreed_at = null, visit_reminded_at = null
  where m.message_id = p_request
  returning * into r;
  perform public.notify(other, 'visit_proposed', r.message_id,
    jsonb_build_object('name', public.visit_party_name(r, me), 'date', p_date, 'slot', p_slot),
    '/chat/' || r.message_id);
  return r;
end
$$;

-- The first name a party of a request goes by in the other party's notifications.
create or replace function public.visit_party_name(p_request public.messages, p_party uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_party = p_request."to" then coalesce(
      (select nullif(public.request_first_name(sp.first_name), '') from public."service-providers" sp
       where sp.uuid = p_request."to"),
      nullif(public.request_first_name(p_request.spname), ''))
    else coalesce(
      (select nullif(public.request_first_name(u.first_name), '') from public.users u where u.uuid = p_request."from"),
      nullif(public.request_first_name(p_request.username), ''))
  end
$$;

-- Reminds both parties of every agreed visit that starts within the hour, once each. A scheduler
-- calls it every minute (scripts/lib/visit-reminders.ts locally, pg_cron on a hosted project: see
-- docs/hosted-supabase.md), and so does every bell (expire_overdue_requests). Returns how many
-- visits were reminded.
create or replace function public.visit_reminders_send()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.messages;
  reminded integer := 0;
begin
  for r in
    select * from public.messages m
    where m.visit_agreed_at is not null
      and m.visit_reminded_at is null
      and m.visit_at > now()
      and m.visit_at <= now() + interval '1 hour'
      and m.status = 'accepted'
    order by m.visit_at, m.message_id
    for update skip locked
  loop
    update public.messages m set visit_reminded_at = now() where m.message_id = r.message_id;
    perform public.notify(r."from", 'visit_reminder', r.message_id,
      jsonb_build_object('name', public.visit_party_name(r, r."to"), 'date', r.visit_date, 'slot', r.visit_slot),
      '/chat/' || r.message_id);
    perform public.notify(r."to", 'visit_reminder', r.message_id,
      jsonb_build_object('name', public.visit_party_name(r, r."from"), 'date', r.visit_date, 'slot', r.visit_slot),
      '/chat/' || r.message_id);
    reminded := reminded + 1;
  end loop;
  return reminded;
end
$$;

-- When a visit slot starts, India time: morning at 8 am, afternoon at noon, evening at 4 pm.
create or replace function public.visit_slot_start(p_date date, p_slot text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (p_date + case p_slot
      when 'morning' then time '08:00'
      when 'afternoon' then time '12:00'
      when 'evening' then time '16:00'
    end) at time zone 'Asia/Kolkata'
$$;

-- Stores the expiry of the caller's overdue requests (so they notify and count as expired);
-- returns how many changed. Reads are right without it: see request_status(). Help-now requests
-- whose round is over move on here too (help_now_advance), and agreed visits due within the hour
-- are reminded (visit_reminders_send).
create or replace function public.expire_overdue_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select public.help_now_advance();
  select public.visit_reminders_send();
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

-- GRANTS
revoke execute on function public.propose_visit(bigint, date, text) from public, anon;
grant execute on function public.propose_visit(bigint, date, text) to authenticated, service_role;
revoke execute on function public.confirm_visit(bigint) from public, anon;
grant execute on function public.confirm_visit(bigint) to authenticated, service_role;
revoke execute on function public.visit_reminders_send() from public, anon;
grant execute on function public.visit_reminders_send() to authenticated, service_role;
revoke execute on function public.visit_party_name(public.messages, uuid) from public, anon, authenticated;
revoke execute on function public.visit_slot_start(date, text) from public, anon;
grant execute on function public.visit_slot_start(date, text) to authenticated, service_role;

comment on function public.propose_visit(bigint, date, text) is
  'A party of an accepted request proposes a visit day and part of the day; the other side is notified.';
comment on function public.confirm_visit(bigint) is
  'The party who did not make the current proposal agrees to it; the proposer is notified.';
comment on function public.visit_reminders_send() is
  'Reminds both parties of agreed visits starting within the hour, once; run every minute by a scheduler.';

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

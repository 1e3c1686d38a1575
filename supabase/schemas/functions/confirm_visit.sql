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

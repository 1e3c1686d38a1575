-- Issue 27, item 3: a visit time both sides agree on. Once a request is accepted, either side
-- proposes a day and part of the day (propose_visit); the other side confirms it (confirm_visit)
-- or proposes again. The customer's wanted slot counts as their first proposal. An agreed time is
-- reminded to both an hour before (visit_reminders_send).

-- TABLE: the current proposal (or the agreed time) of a request.
alter table public.messages
  add column visit_date date,
  add column visit_slot text check (visit_slot in ('morning', 'afternoon', 'evening')),
  add column visit_at timestamptz,
  add column visit_by uuid,
  add column visit_agreed_at timestamptz,
  add column visit_reminded_at timestamptz,
  add constraint messages_visit_complete
    check (num_nulls(visit_date, visit_slot, visit_at, visit_by) in (0, 4)),
  add constraint messages_visit_agreed
    check ((visit_agreed_at is null or visit_date is not null)
       and (visit_reminded_at is null or visit_agreed_at is not null));

comment on column public.messages.visit_date is 'The proposed or agreed visit day (with visit_slot); set only by propose_visit / confirm_visit.';
comment on column public.messages.visit_slot is 'The part of visit_date: morning (8–12), afternoon (12–4) or evening (4–8), India time.';
comment on column public.messages.visit_at is 'When the visit slot starts (visit_slot_start); reminders go an hour before.';
comment on column public.messages.visit_by is 'Who made the current proposal: the other party confirms it.';
comment on column public.messages.visit_agreed_at is 'When the other party confirmed the proposal; null while it is only proposed.';
comment on column public.messages.visit_reminded_at is 'When both parties were reminded of the agreed visit (once).';

create index messages_visit_reminders_idx on public.messages (visit_at)
  where visit_agreed_at is not null and visit_reminded_at is null;

-- Notifications of a proposal, an agreement and the reminder.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
    'review_reply', 'visit_proposed', 'visit_agreed', 'visit_reminder'
  )
);

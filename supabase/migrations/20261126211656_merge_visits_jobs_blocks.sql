-- Written by `npm run db:diff -- merge_visits_jobs_blocks` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.expire_overdue_requests()
--   changed function public.notification_channels_valid(jsonb)

-- Stores the expiry of the caller's overdue requests (so they notify and count as expired);
-- returns how many changed. Reads are right without it: see request_status(). Help-now requests
-- whose round is over move on here too (help_now_advance), agreed visits due within the hour
-- are reminded (visit_reminders_send), and jobs marked done long enough ago are stored as done
-- (settle_done_jobs).
create or replace function public.expire_overdue_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select public.help_now_advance();
  select public.visit_reminders_send();
  select public.settle_done_jobs();
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
      'review_reply', 'visit_proposed', 'visit_agreed', 'visit_reminder',
      'job_marked_done', 'job_done', 'job_disputed', 'job_cancelled'
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

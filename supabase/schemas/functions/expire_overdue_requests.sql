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

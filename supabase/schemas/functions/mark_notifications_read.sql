-- Marks all of the caller's notifications as read; returns how many changed.
create or replace function public.mark_notifications_read()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications n
    set read_at = now()
    where n.recipient = (select auth.uid()) and n.read_at is null
    returning 1
  )
  select count(*)::integer from marked
$$;

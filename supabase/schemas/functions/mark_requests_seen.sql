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

-- The provider's dashboard numbers: what is pending as of now, the accepted connections, and
-- every customer who has asked (whatever became of the request).
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
    count(distinct m."from")::integer
  from public.messages m
  where m."to" = (select auth.uid())
$$;

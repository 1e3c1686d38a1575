-- The provider's dashboard numbers: what is pending as of now, the accepted connections, every
-- customer who has asked (whatever became of the request), and the jobs done as of now.
create or replace function public.provider_stats()
returns table (pending_requests integer, accepted_connections integer, customers integer, jobs_done integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where public.request_status(m.status, m.requested_at) = 'pending')::integer,
    count(*) filter (where m.is_chat)::integer,
    count(distinct m."from")::integer,
    (select count(*)::integer from public.job_progress p
     where p.provider = (select auth.uid()) and public.job_state(p.state, p.marked_at) = 'done')
  from public.messages m
  where m."to" = (select auth.uid())
$$;

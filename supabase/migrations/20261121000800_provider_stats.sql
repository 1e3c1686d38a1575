-- FUNCTIONS: the calling provider's dashboard numbers.
create or replace function public.provider_stats()
returns table (pending_requests integer, accepted_connections integer, customers integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where not m.is_chat)::integer,
    count(*) filter (where m.is_chat)::integer,
    count(distinct m."from") filter (where m.is_chat)::integer
  from public.messages m
  where m."to" = (select auth.uid())
$$;

revoke execute on function public.provider_stats() from public, anon;
grant execute on function public.provider_stats() to authenticated, service_role;

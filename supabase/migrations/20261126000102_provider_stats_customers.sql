-- "Users" on the provider's dashboard counted the customers of accepted connections, which is
-- always the number of accepted connections (one connection per customer and provider) and so
-- repeated the tile beside it. It now counts everyone who has asked: each customer who sent a
-- request, whatever became of it.
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

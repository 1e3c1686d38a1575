-- A request's status as of now: a pending request unanswered for request_ttl() reads as expired.
create or replace function public.request_status(status text, requested_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when status = 'pending' and requested_at <= now() - public.request_ttl() then 'expired'
    else status
  end
$$;

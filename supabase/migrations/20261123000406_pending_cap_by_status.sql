-- PENDING REQUESTS: the cap of 10 open requests per customer counts what is pending as of now
-- (a request unanswered for 24 hours has expired), and asking again counts like a new request.
create or replace function public.messages_limit_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- An update counts only when it asks again (the row was not pending as of now).
  if tg_op = 'UPDATE'
     and (new.status <> 'pending' or public.request_status(old.status, old.requested_at) = 'pending') then
    return new;
  end if;
  if public.is_api_caller() and (
    select count(*) from public.messages m
    where m."from" = new."from"
      and m.message_id is distinct from new.message_id
      and public.request_status(m.status, m.requested_at) = 'pending'
  ) >= 10 then
    raise exception 'You have 10 requests waiting for an answer. Wait for a reply or cancel one before sending another.'
      using errcode = 'P0001', hint = 'too_many_pending_requests';
  end if;
  return new;
end;
$$;

create trigger messages_limit_pending_again
  before update of status on public.messages
  for each row execute function public.messages_limit_pending();

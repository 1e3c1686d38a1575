-- PENDING REQUESTS: the cap of 10 open requests per customer counts what is pending as of now
-- (a request unanswered for 24 hours has expired), and asking again counts like a new request.
create or replace function public.messages_limit_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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
  for each row
  when (new.status = 'pending' and old.status is distinct from 'pending')
  execute function public.messages_limit_pending();

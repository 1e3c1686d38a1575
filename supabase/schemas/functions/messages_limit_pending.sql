-- Trigger: the cap on a customer's pending requests. The count is taken under a per-customer
-- advisory lock held to the end of the transaction, so parallel sends by one customer count one
-- after another (each count is a new snapshot that sees the sends before it).
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
  -- Help-now copies are held to one help-now request at a time instead.
  if not public.is_api_caller() or new.help_now_id is not null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.messages pending of ' || new."from"::text, 0));
  if (
    select count(*) from public.messages m
    where m."from" = new."from"
      and m.message_id is distinct from new.message_id
      and m.help_now_id is null
      and public.request_status(m.status, m.requested_at) = 'pending'
  ) >= 10 then
    raise exception 'You have 10 requests waiting for an answer. Wait for a reply or cancel one before sending another.'
      using errcode = 'P0001', hint = 'too_many_pending_requests';
  end if;
  return new;
end;
$$;

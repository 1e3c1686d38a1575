-- Concurrent re-sends of one request wait for each other on the request's row lock, and the
-- second then sees the request pending already, so it is not counted as a re-send.
create or replace function public.messages_limit_resends()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller()
     or new.status is distinct from 'pending'
     or public.request_status(old.status, old.requested_at) not in ('declined', 'cancelled', 'expired') then
    return new;
  end if;
  if (
    select count(*) from public.request_resends r
    where r.message_id = new.message_id and r.resent_at > now() - interval '24 hours'
  ) >= 3 then
    raise exception 'You have sent this request again 3 times today. Try again tomorrow, or ask another provider.'
      using errcode = 'P0001', hint = 'too_many_resends';
  end if;
  insert into public.request_resends (message_id) values (new.message_id);
  return new;
end
$$;

-- Trigger: a suspended provider receives no new request, re-send or acceptance; the refusal reads
-- like any provider who is not taking requests. Existing conversations go on.
create or replace function public.messages_refuse_suspended()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.status is not distinct from old.status or new.status not in ('pending', 'accepted')) then
    return new;
  end if;
  if exists (select 1 from public."service-providers" sp where sp.uuid = new."to" and sp.suspended_at is not null) then
    if tg_op = 'INSERT' and new.help_now_id is not null then
      return null;
    end if;
    raise exception 'This provider is not taking requests right now. Please ask another provider.'
      using errcode = 'P0001', hint = 'not_taking_requests';
  end if;
  return new;
end
$$;

-- Trigger: no new request, re-send or acceptance between two people when either has blocked the
-- other. The refusal reads like any provider who is not taking requests, so the blocked person
-- does not learn of the block; a help-now copy to such a provider is silently left out.
create or replace function public.blocks_guard_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() or not public.blocked_between(new."from", new."to") then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.help_now_id is not null then
      return null;
    end if;
  elsif new.status is not distinct from old.status or new.status not in ('pending', 'accepted') then
    return new;
  end if;
  raise exception 'This provider is not taking requests right now. Please ask another provider.'
    using errcode = 'P0001', hint = 'not_taking_requests';
end
$$;

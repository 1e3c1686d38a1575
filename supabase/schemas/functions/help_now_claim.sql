-- The one decision of a help-now request: the first copy accepted wins. The request's row is
-- locked, so concurrent accepts decide one after another; returns whether this copy won. Only the
-- status trigger calls it, for a copy addressed to the caller.
create or replace function public.help_now_claim(help_now_id bigint, message_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g public.help_now;
begin
  if pg_trigger_depth() = 0 or not exists (
    select 1 from public.messages m
    where m.message_id = help_now_claim.message_id
      and m.help_now_id = help_now_claim.help_now_id
      and (m."to" = (select auth.uid()) or (select auth.uid()) is null)
  ) then
    raise exception 'Accept the request instead' using errcode = '42501';
  end if;
  select * into g from public.help_now h where h.id = help_now_claim.help_now_id for update;
  if g.winner is not null then
    return g.winner = help_now_claim.message_id;
  end if;
  if g.state <> 'open' then
    return false;
  end if;
  update public.help_now h set winner = help_now_claim.message_id, state = 'accepted', ended_at = now()
  where h.id = help_now_claim.help_now_id;
  return true;
end
$$;

-- The customer withdraws their help-now request while it is still in flight: it ends as
-- cancelled and every copy still open is cancelled, so its providers see it withdrawn and the
-- customer may ask again. Refused once a provider accepted (cancel that job with cancel_job).
-- The copies are locked before the request, in the order an accept locks them, so a concurrent
-- accept either wins first or finds the request cancelled. Returns how many copies it withdrew.
create or replace function public.cancel_help_now()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  g public.help_now;
  withdrawn integer;
begin
  if me is null then
    raise exception 'Sign in to withdraw a help-now request' using errcode = '42501';
  end if;
  select * into g from public.help_now h where h.customer = me and h.state = 'open';
  if not found then
    raise exception 'You have no help-now request in flight' using errcode = 'P0001', hint = 'help_now_not_in_flight';
  end if;
  perform 1 from public.messages m where m.help_now_id = g.id order by m.message_id for update;
  select * into g from public.help_now h where h.id = g.id for update;
  if g.state = 'accepted' then
    raise exception 'A provider already accepted this request: cancel the job in your chat instead'
      using errcode = 'P0001', hint = 'help_now_accepted';
  end if;
  if g.state <> 'open' then
    raise exception 'This help-now request already ended' using errcode = 'P0001', hint = 'help_now_not_in_flight';
  end if;
  update public.help_now h set state = 'cancelled', ended_at = now() where h.id = g.id;
  with cancelled as (
    update public.messages m set status = 'cancelled'
    where m.help_now_id = g.id and m.status = 'pending'
    returning 1
  )
  select count(*)::integer into withdrawn from cancelled;
  return withdrawn;
end
$$;

-- NOTIFY, FEWER ROUND TRIPS: the outcomes of one notification's deliveries are recorded in one call
-- (and a gone push subscription deleted with them) instead of one call per delivery.
--   added function public.notification_deliveries_finish(jsonb)
--   removed function public.notification_delivery_finish(bigint,text,text,timestamp with time zone)

-- For the notify function (service role only): the outcomes of a batch of attempts, each
-- {id, status, error, next_attempt_at}, in one call. A push subscription its service answered
-- "gone" for is deleted with it.
create or replace function public.notification_deliveries_finish(p_results jsonb)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  with results as (
    select r.id, r.status, r.error, r.next_attempt_at
    from jsonb_to_recordset(p_results) as r (id bigint, status text, error text, next_attempt_at timestamptz)
  ),
  finished as (
    update public.notification_deliveries d
    set status = r.status,
        attempts = d.attempts + case when r.status in ('sent', 'failed', 'gone') then 1 else 0 end,
        last_error = left(r.error, 500),
        next_attempt_at = r.next_attempt_at,
        sent_at = case when r.status = 'sent' then now() else d.sent_at end,
        updated_at = now()
    from results r
    where d.id = r.id and d.status = 'sending'
    returning d.channel, d.target, d.status
  )
  delete from public.push_subscriptions s
  using finished f
  where f.channel = 'push' and f.status = 'gone' and s.endpoint = f.target
$$;

drop function public.notification_delivery_finish(bigint,text,text,timestamp with time zone);

comment on function public.notification_deliveries_finish(jsonb) is
  'For the notify function: the outcomes of a batch of delivery attempts; gone push subscriptions are deleted.';

revoke execute on function public.notification_deliveries_finish(jsonb) from public, anon, authenticated;
grant execute on function public.notification_deliveries_finish(jsonb) to service_role;

-- Claims each {channel, target, status, next_attempt_at} of p_deliveries for one notification;
-- returns only the rows this call created, so a second call for the same targets gets none.
create or replace function public.notification_deliveries_claim(p_notification_id bigint, p_deliveries jsonb)
returns setof public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notification_deliveries (notification_id, channel, target, status, next_attempt_at)
  select p_notification_id, d.channel, d.target, coalesce(d.status, 'sending'), d.next_attempt_at
  from jsonb_to_recordset(p_deliveries) as d (channel text, target text, status text, next_attempt_at timestamptz)
  on conflict on constraint notification_deliveries_once do nothing
  returning *
$$;

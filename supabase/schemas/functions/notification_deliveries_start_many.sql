-- For the notify function (service role only): notification_deliveries_start for each of a batch
-- of notifications in one call, its answers in the same order (null for a notification that is
-- gone). A notify instance sends the webhooks that arrive while its previous call is under way as
-- one batch, so under load each notification costs one round trip less.
create or replace function public.notification_deliveries_start_many(p_notification_ids bigint[])
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.notification_deliveries_start(i.id) order by i.ord), '[]'::jsonb)
  from unnest(p_notification_ids) with ordinality as i (id, ord)
$$;

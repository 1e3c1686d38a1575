-- For the notify function (service role only): one call per new notification. Works out the
-- deliveries it calls for — the recipient's channels for its kind (default push, and e-mail for
-- new and accepted requests), one per push subscription, SMS and WhatsApp to a verified phone,
-- e-mail to the account's address — held until quiet hours end (in the person's time zone; a new
-- request passes when they allow it), claims those not yet recorded for this issue of the
-- notification, and returns notification_delivery_plan() with `claimed`: the rows this call
-- created. A notification issued again (a request sent again) is delivered again; what its
-- previous issue still held or meant to retry is skipped.
create or replace function public.notification_deliveries_start(p_notification_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  plan jsonb := public.notification_delivery_plan(p_notification_id);
  kind text;
  prefs jsonb;
  chosen text[];
  local_time time;
  quiet_from time;
  quiet_until time;
  held_until timestamptz;
  issued_at timestamptz;
  claimed jsonb;
begin
  if plan is null then
    return null;
  end if;
  issued_at := (plan #>> '{notification,created_at}')::timestamptz;
  update public.notification_deliveries d
  set status = 'skipped', next_attempt_at = null, last_error = 'the notification was issued again',
      updated_at = now()
  where d.notification_id = p_notification_id and d.notified_at < issued_at and d.status in ('failed', 'held');
  kind := plan #>> '{notification,kind}';
  prefs := plan -> 'preferences';
  chosen := private.notification_channels_chosen(prefs -> 'channels', kind);

  quiet_from := (prefs ->> 'quiet_from')::time;
  quiet_until := (prefs ->> 'quiet_until')::time;
  if quiet_from is not null and quiet_until is not null and quiet_from <> quiet_until
     and not (kind = 'new_request' and (prefs ->> 'quiet_allows_requests')::boolean) then
    begin
      local_time := (now() at time zone (prefs ->> 'time_zone'))::time;
    exception when others then
      local_time := (now() at time zone 'Asia/Kolkata')::time;
    end;
    if (quiet_from < quiet_until and local_time >= quiet_from and local_time < quiet_until)
       or (quiet_from > quiet_until and (local_time >= quiet_from or local_time < quiet_until)) then
      held_until := date_trunc('minute', now() + (quiet_until - local_time)
        + case when quiet_until < local_time then interval '24 hours' else interval '0' end);
    end if;
  end if;

  with wanted (channel, target) as (
    select 'push', s ->> 'endpoint' from jsonb_array_elements(plan -> 'subscriptions') s where 'push' = any (chosen)
    union all
    select c, plan ->> 'phone' from unnest(array['sms', 'whatsapp']) c where c = any (chosen) and plan ->> 'phone' is not null
    union all
    select 'email', plan ->> 'email' where 'email' = any (chosen) and plan ->> 'email' is not null
  ),
  inserted as (
    insert into public.notification_deliveries (notification_id, notified_at, channel, target, status, next_attempt_at)
    select p_notification_id, issued_at, w.channel, w.target,
      case when held_until is null then 'sending' else 'held' end, held_until
    from wanted w
    on conflict on constraint notification_deliveries_once do nothing
    returning id, channel, target, status, attempts
  )
  select coalesce(jsonb_agg(to_jsonb(i) order by i.id), '[]'::jsonb) into claimed from inserted i;
  return plan || jsonb_build_object('claimed', claimed);
end
$$;

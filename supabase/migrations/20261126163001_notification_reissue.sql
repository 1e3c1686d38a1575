-- NOTIFICATIONS ISSUED AGAIN, DELIVERIES THAT STALL: a request sent again brings its provider's
-- "new request" notice back to the top (its created_at moves), and now reaches them again outside
-- the app: the webhook also fires on that update, and deliveries are kept per issue of a
-- notification. A delivery whose function stopped before recording an outcome is no longer left
-- "sending" for ever: after 10 minutes it counts as a failed attempt and is tried again.

alter table public.notification_deliveries add column notified_at timestamptz;

update public.notification_deliveries d
set notified_at = n.created_at
from public.notifications n
where n.id = d.notification_id;

alter table public.notification_deliveries
  alter column notified_at set not null,
  drop constraint notification_deliveries_once,
  add constraint notification_deliveries_once unique (notification_id, notified_at, channel, target);

comment on column public.notification_deliveries.notified_at is
  'The notification''s created_at this delivery was made for: a notification issued again is delivered again.';

create index notification_deliveries_stalled_idx on public.notification_deliveries (updated_at)
  where status = 'sending';

create trigger notifications_webhook_reissued
  after update of created_at on public.notifications
  for each row
  when (new.created_at is distinct from old.created_at)
  execute function private.notifications_webhook();


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
  if jsonb_typeof(prefs -> 'channels' -> kind) = 'array' then
    chosen := array(select jsonb_array_elements_text(prefs -> 'channels' -> kind));
  elsif kind in ('new_request', 'request_accepted') then
    chosen := array['push', 'email'];
  else
    chosen := array['push'];
  end if;

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

-- Claims up to p_limit deliveries whose next attempt is due (failed ones to retry, held ones after
-- quiet hours), marking them sending so that two runs never take the same one. A delivery left
-- sending for 10 minutes (its function stopped before recording an outcome) counts as a failed
-- attempt first.
create or replace function public.notification_deliveries_due(p_limit integer)
returns setof public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set status = 'failed',
      attempts = d.attempts + 1,
      last_error = 'the function stopped before recording an outcome',
      next_attempt_at = case when d.attempts + 1 < 5 then now() end,
      updated_at = now()
  where d.status = 'sending' and d.updated_at < now() - interval '10 minutes';

  update public.notification_deliveries d
  set status = 'sending', updated_at = now()
  where d.id in (
    select due.id from public.notification_deliveries due
    where due.status in ('failed', 'held') and due.next_attempt_at <= now()
    order by due.next_attempt_at, due.id
    limit greatest(1, least(p_limit, 500))
    for update skip locked
  )
  returning d.*;
$$;

-- Webhook: every new notification, and every one issued again (its created_at moved: a request
-- sent again), is posted to the notify function, as a Supabase database webhook posts it, after
-- the transaction commits. Nothing is sent until private.settings says where to
-- and with which secret.
create or replace function private.notifications_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.settings%rowtype;
begin
  select * into target from private.settings s where s.id;
  if not found or target.functions_url is null or target.webhook_secret is null then
    return null;
  end if;
  perform net.http_post(
    url := rtrim(target.functions_url, '/') || '/notify',
    body := jsonb_build_object(
      'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema, 'record', to_jsonb(new),
      'old_record', case when tg_op = 'UPDATE' then to_jsonb(old) end),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', target.webhook_secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;

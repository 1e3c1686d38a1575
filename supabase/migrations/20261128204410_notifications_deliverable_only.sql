-- Written by `npm run db:diff -- notifications_deliverable_only` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function private.notification_channels_chosen(jsonb,text)
--   added function private.notification_deliverable(bigint,uuid,text)
--   changed function private.notifications_webhook()
--   changed function public.notification_deliveries_start(bigint)

-- The channels a person chose for a kind of notification (`notification_preferences.channels`), or
-- the default: push, and e-mail too for new and accepted requests.
create or replace function private.notification_channels_chosen(p_channels jsonb, p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_channels -> p_kind) = 'array' then array(select jsonb_array_elements_text(p_channels -> p_kind))
    when p_kind in ('new_request', 'request_accepted') then array['push', 'email']
    else array['push']
  end
$$;

-- Whether the notify function has anything to do for a notification: one of the channels its
-- recipient chose for its kind has somewhere to go (a push subscription, a verified phone, an
-- e-mail address), or an earlier issue of it still holds or retries deliveries, which a new issue
-- skips. The webhook is not called otherwise: most chat messages go to people without push.
create or replace function private.notification_deliverable(p_notification_id bigint, p_recipient uuid, p_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(private.notification_channels_chosen(
      (select p.channels from public.notification_preferences p where p.user_id = p_recipient), p_kind)) c (channel)
    where (c.channel = 'push' and exists (select 1 from public.push_subscriptions s where s.user_id = p_recipient))
      or (c.channel in ('sms', 'whatsapp') and exists (
        select 1 from public.contact_phones ph where ph.user_id = p_recipient and ph.verified_at is not null))
      or (c.channel = 'email' and exists (select 1 from auth.users u where u.id = p_recipient and u.email is not null))
  ) or exists (
    select 1 from public.notification_deliveries d
    where d.notification_id = p_notification_id and d.status in ('failed', 'held')
  )
$$;

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

-- Webhook: every new notification, and every one issued again (its created_at moved: a request
-- sent again), that has somewhere to go (private.notification_deliverable) is posted to the notify
-- function, as a Supabase database webhook posts it, after the transaction commits. Nothing is
-- sent until private.settings says where to and with which secret.
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
  if not private.notification_deliverable(new.id, new.recipient, new.kind) then
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

revoke all on function private.notification_channels_chosen(jsonb, text) from public, anon, authenticated;
revoke all on function private.notification_deliverable(bigint, uuid, text) from public, anon, authenticated;

comment on function private.notification_channels_chosen(jsonb, text) is
  'The channels chosen for a kind of notification, or the default (push; push and e-mail for new and accepted requests).';
comment on function private.notification_deliverable(bigint, uuid, text) is
  'Whether a notification has a channel to go to, or an earlier issue''s held or failed deliveries to skip: the webhook runs only then.';

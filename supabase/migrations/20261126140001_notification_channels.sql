-- NOTIFICATION CHANNELS (issue 26): a notification reaches its recipient outside the app too, by
-- Web Push, SMS, WhatsApp or e-mail. The database keeps what each person chose and where they can
-- be reached; the `notify` Edge Function, called by a webhook on every new notification, delivers
-- it and records each delivery here.
create extension if not exists pg_net;

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- TABLE: one row per browser or device a person turned push on for (RFC 8030 subscription).
-- An endpoint is https; plain http only to this machine, which the function accepts only in local
-- development.
create table public.push_subscriptions (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique check (
    char_length(endpoint) <= 1000
    and (
      endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[^[:space:]]*$'
      or endpoint ~ '^http://(127\.0\.0\.1|localhost|\[::1\])(:[0-9]{1,5})?/[^[:space:]]*$'
    )
  ),
  -- The browser's P-256 public key (65 bytes, uncompressed) and auth secret (16 bytes), base64url.
  p256dh text not null check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  auth text not null check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now()
);

comment on table public.push_subscriptions is 'Web Push subscriptions, one per device a person turned push on for.';

create index push_subscriptions_user_idx on public.push_subscriptions (user_id);

revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
grant insert (user_id, endpoint, p256dh, auth, user_agent) on table public.push_subscriptions to authenticated;

alter table public.push_subscriptions enable row level security;

create policy "People see their own push subscriptions"
  on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People add push subscriptions for themselves"
  on public.push_subscriptions for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People remove their own push subscriptions"
  on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()));

-- Channels per notification kind: an object whose keys are kinds and whose values are arrays of
-- distinct channels.
create or replace function public.notification_channels_valid(p_channels jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
begin
  if p_channels is null or jsonb_typeof(p_channels) <> 'object' then
    return false;
  end if;
  for entry in select e.key, e.value from jsonb_each(p_channels) e loop
    if entry.key not in (
      'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
      'review_reply'
    ) or jsonb_typeof(entry.value) <> 'array' then
      return false;
    end if;
    if exists (
      select 1 from jsonb_array_elements(entry.value) c
      where jsonb_typeof(c) <> 'string' or c #>> '{}' not in ('push', 'sms', 'whatsapp', 'email')
    ) or (select count(distinct c) <> count(*) from jsonb_array_elements(entry.value) c) then
      return false;
    end if;
  end loop;
  return true;
end
$$;

comment on function public.notification_channels_valid(jsonb) is
  'True when a notification_preferences.channels value maps known kinds to distinct known channels.';

-- TABLE: what a person chose. No row means the defaults: push for every kind, e-mail too for new
-- requests and accepted requests. A kind missing from `channels` keeps its default.
create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  channels jsonb not null check (public.notification_channels_valid(channels)),
  quiet_from time,
  quiet_until time,
  quiet_allows_requests boolean not null default true,
  time_zone text not null default 'Asia/Kolkata'
    check (time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$' and char_length(time_zone) <= 64),
  updated_at timestamptz not null default now(),
  constraint notification_preferences_quiet_check check ((quiet_from is null) = (quiet_until is null))
);

comment on table public.notification_preferences is
  'Per person: the channels of each notification kind, quiet hours in their time zone.';

revoke all on table public.notification_preferences from anon, authenticated;
grant select on table public.notification_preferences to authenticated;
grant insert (user_id, channels, quiet_from, quiet_until, quiet_allows_requests, time_zone, updated_at),
  update (channels, quiet_from, quiet_until, quiet_allows_requests, time_zone, updated_at)
  on table public.notification_preferences to authenticated;

alter table public.notification_preferences enable row level security;

create policy "People see their own notification preferences"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People set their own notification preferences"
  on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People change their own notification preferences"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- TABLE: the phone SMS and WhatsApp go to. Only the `phone-code` function writes it (through
-- the functions below); verified_at is set once the person typed the code it sent.
create table public.contact_phones (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  phone text not null check (phone ~ '^\+91[6-9][0-9]{9}$'),
  verified_at timestamptz
);

comment on table public.contact_phones is 'The phone a person receives SMS and WhatsApp notifications on, once verified.';

revoke all on table public.contact_phones from anon, authenticated;
grant select, delete on table public.contact_phones to authenticated;

alter table public.contact_phones enable row level security;

create policy "People see their own contact phone"
  on public.contact_phones for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People remove their own contact phone"
  on public.contact_phones for delete to authenticated
  using (user_id = (select auth.uid()));

-- TABLE (private): the one pending code per person, hashed (bcrypt), 10 minutes, 5 tries.
create table private.phone_codes (
  user_id uuid primary key references auth.users (id) on delete cascade,
  phone text not null,
  code_hash text not null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null,
  tries integer not null default 0
);

-- TABLE: each delivery of a notification on one channel to one target (a push endpoint, a phone,
-- an address). The unique key makes a second webhook for the same notification deliver nothing.
create table public.notification_deliveries (
  id bigint generated always as identity primary key,
  notification_id bigint not null references public.notifications (id) on delete cascade,
  channel text not null check (channel in ('push', 'sms', 'whatsapp', 'email')),
  target text not null check (char_length(target) between 1 and 1000),
  -- sending: claimed by a running function; sent; failed: to be tried again at next_attempt_at
  -- (or given up when next_attempt_at is null); held: quiet hours, to be sent at next_attempt_at;
  -- gone: the push service said the subscription no longer exists; refused: a target the function
  -- may not contact; skipped: no longer worth sending (read in the app meanwhile).
  status text not null default 'sending'
    check (status in ('sending', 'sent', 'failed', 'held', 'gone', 'refused', 'skipped')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text check (char_length(last_error) <= 500),
  next_attempt_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint notification_deliveries_once unique (notification_id, channel, target)
);

comment on table public.notification_deliveries is
  'One row per notification, channel and target: status, attempts and last error. Written by the notify function.';

create index notification_deliveries_due_idx on public.notification_deliveries (next_attempt_at)
  where status in ('failed', 'held');

revoke all on table public.notification_deliveries from anon, authenticated;
alter table public.notification_deliveries enable row level security;

-- TABLE (private): where the webhook calls and the secret it proves itself with. One row, filled
-- at start by the local backend wiring and by hand on a hosted project (docs/hosted-supabase.md).
create table private.settings (
  id boolean primary key default true check (id),
  functions_url text check (functions_url ~ '^https?://[^[:space:]]+$'),
  webhook_secret text check (char_length(webhook_secret) >= 32)
);

insert into private.settings (id) values (true);

-- FUNCTIONS for the notify function (service role only): what one notification needs, claiming
-- deliveries at most once, finishing them and finding those due again.
create or replace function public.notification_delivery_plan(p_notification_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'notification', jsonb_build_object(
      'id', n.id, 'kind', n.kind, 'message_id', n.message_id, 'params', n.params, 'link', n.link,
      'created_at', n.created_at, 'read_at', n.read_at),
    'recipient', n.recipient,
    'email', u.email,
    'locale', u.raw_user_meta_data ->> 'locale',
    'preferences', (
      select jsonb_build_object(
        'channels', p.channels, 'quiet_from', p.quiet_from, 'quiet_until', p.quiet_until,
        'quiet_allows_requests', p.quiet_allows_requests, 'time_zone', p.time_zone)
      from public.notification_preferences p where p.user_id = n.recipient),
    'phone', (
      select c.phone from public.contact_phones c
      where c.user_id = n.recipient and c.verified_at is not null),
    'subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
        order by s.id)
      from public.push_subscriptions s where s.user_id = n.recipient), '[]'::jsonb)
  )
  from public.notifications n
  left join auth.users u on u.id = n.recipient
  where n.id = p_notification_id
$$;

comment on function public.notification_delivery_plan(bigint) is
  'For the notify function: a notification with its recipient''s language, e-mail, preferences, verified phone and push subscriptions.';

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

comment on function public.notification_deliveries_claim(bigint, jsonb) is
  'For the notify function: records deliveries not yet recorded and returns those (at most once per target).';

-- Records the outcome of one attempt.
create or replace function public.notification_delivery_finish(
  p_id bigint, p_status text, p_error text, p_next_attempt_at timestamptz
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set status = p_status,
      attempts = d.attempts + case when p_status in ('sent', 'failed', 'gone') then 1 else 0 end,
      last_error = left(p_error, 500),
      next_attempt_at = p_next_attempt_at,
      sent_at = case when p_status = 'sent' then now() else d.sent_at end,
      updated_at = now()
  where d.id = p_id and d.status = 'sending'
$$;

comment on function public.notification_delivery_finish(bigint, text, text, timestamptz) is
  'For the notify function: the outcome of one delivery attempt.';

-- Claims up to p_limit deliveries whose next attempt is due (failed ones to retry, held ones after
-- quiet hours), marking them sending so that two runs never take the same one.
create or replace function public.notification_deliveries_due(p_limit integer)
returns setof public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set status = 'sending', updated_at = now()
  where d.id in (
    select due.id from public.notification_deliveries due
    where due.status in ('failed', 'held') and due.next_attempt_at <= now()
    order by due.next_attempt_at, due.id
    limit greatest(1, least(p_limit, 500))
    for update skip locked
  )
  returning d.*
$$;

comment on function public.notification_deliveries_due(integer) is
  'For the notify function: takes the deliveries due for another attempt.';

revoke execute on function public.notification_delivery_plan(bigint) from public, anon, authenticated;
revoke execute on function public.notification_deliveries_claim(bigint, jsonb) from public, anon, authenticated;
revoke execute on function public.notification_delivery_finish(bigint, text, text, timestamptz)
  from public, anon, authenticated;
revoke execute on function public.notification_deliveries_due(integer) from public, anon, authenticated;
grant execute on function public.notification_delivery_plan(bigint) to service_role;
grant execute on function public.notification_deliveries_claim(bigint, jsonb) to service_role;
grant execute on function public.notification_delivery_finish(bigint, text, text, timestamptz) to service_role;
grant execute on function public.notification_deliveries_due(integer) to service_role;

-- FUNCTIONS for the phone-code function (service role only). A new code replaces the pending
-- one, at most one per 60 s per person; the phone becomes the person's contact phone, verified
-- again only when its code is typed (a new number is unverified until then).
create or replace function public.phone_code_store(p_user uuid, p_phone text, p_code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.phone_codes pc where pc.user_id = p_user and pc.sent_at > now() - interval '60 seconds'
  ) then
    return false;
  end if;
  insert into public.contact_phones (user_id, phone, verified_at)
  values (p_user, p_phone, null)
  on conflict (user_id) do update
    set phone = excluded.phone,
        verified_at = case when public.contact_phones.phone = excluded.phone then public.contact_phones.verified_at end;
  insert into private.phone_codes (user_id, phone, code_hash, sent_at, expires_at, tries)
  values (p_user, p_phone, extensions.crypt(p_code, extensions.gen_salt('bf', 8)), now(), now() + interval '10 minutes', 0)
  on conflict (user_id) do update
    set phone = excluded.phone, code_hash = excluded.code_hash, sent_at = excluded.sent_at,
        expires_at = excluded.expires_at, tries = 0;
  return true;
end
$$;

comment on function public.phone_code_store(uuid, text, text) is
  'For the phone-code function: keeps a new code (hashed) unless one was sent in the last 60 s.';

-- 'verified', or why not: 'no_code', 'expired', 'too_many_tries', 'wrong_code'.
create or replace function public.phone_code_check(p_user uuid, p_phone text, p_code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  pending private.phone_codes%rowtype;
begin
  select * into pending from private.phone_codes pc where pc.user_id = p_user for update;
  if not found or pending.phone <> p_phone then
    return 'no_code';
  end if;
  if pending.expires_at <= now() then
    return 'expired';
  end if;
  if pending.tries >= 5 then
    return 'too_many_tries';
  end if;
  if pending.code_hash <> extensions.crypt(p_code, pending.code_hash) then
    update private.phone_codes pc set tries = pc.tries + 1 where pc.user_id = p_user;
    return 'wrong_code';
  end if;
  delete from private.phone_codes pc where pc.user_id = p_user;
  insert into public.contact_phones (user_id, phone, verified_at)
  values (p_user, p_phone, now())
  on conflict (user_id) do update set phone = excluded.phone, verified_at = excluded.verified_at;
  return 'verified';
end
$$;

comment on function public.phone_code_check(uuid, text, text) is
  'For the phone-code function: checks a typed code (5 tries, 10 minutes) and verifies the phone.';

revoke execute on function public.phone_code_store(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.phone_code_check(uuid, text, text) from public, anon, authenticated;
grant execute on function public.phone_code_store(uuid, text, text) to service_role;
grant execute on function public.phone_code_check(uuid, text, text) to service_role;

-- WEBHOOK: every new notification is posted to the notify function, as a Supabase database
-- webhook posts it, after the transaction commits. Nothing is sent until private.settings says
-- where to and with which secret.
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
      'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema, 'record', to_jsonb(new), 'old_record', null),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', target.webhook_secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;

revoke execute on function private.notifications_webhook() from public, anon, authenticated;

create trigger notifications_webhook
  after insert on public.notifications
  for each row execute function private.notifications_webhook();

-- Notifications become language-neutral: a kind and its parameters (names, a decline reason's
-- code, a preview, a rating, an expiry), rendered by the client in the reader's language. The
-- English title and body columns go; the rows already written are carried over.
alter table public.notifications
  add column params jsonb not null default '{}'::jsonb
    constraint notifications_params_check
    check (jsonb_typeof(params) = 'object' and octet_length(params::text) <= 2000);

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
    'review_reply'
  )
);

comment on column public.notifications.params is
  'What the client needs to word the notification in the reader''s language: {name, reason, preview, rating, expires_at}.';

-- Carry the old rows over: the names come from the request, the reason and preview from the body.
update public.notifications n
set params = jsonb_strip_nulls(jsonb_build_object(
  'name', case
    when n.kind = 'new_request' then coalesce(nullif(btrim(m.username), ''), substring(n.title from '^(.*) sent you'))
    when n.kind = 'new_message' then substring(n.title from '^New message from (.*)$')
    else coalesce(
      nullif(btrim(sp.first_name), ''),
      nullif(btrim(m.spname), ''),
      substring(n.title from '^(.*) (?:accepted|declined) your request$'),
      substring(n.title from '^Your request to (.*) expired$')
    )
  end,
  'reason', case
    when n.kind = 'request_declined' then
      (select r from unnest(array['Too far', 'Fully booked', 'Not my kind of work']) r where n.body like r || '.%')
  end,
  'preview', case when n.kind = 'new_message' then nullif(n.body, '') end,
  'expires_at', case when n.kind = 'new_request' then n.created_at + public.request_ttl() end
))
from public.notifications self
left join public.messages m on m.message_id = self.message_id
left join public."service-providers" sp on sp.uuid = m."to"
where self.id = n.id;

alter table public.notifications drop column title, drop column body;

-- FUNCTIONS: the one writer, now with parameters instead of English text.
drop function public.notify(uuid, text, bigint, text, text, text);

create or replace function public.notify(
  p_recipient uuid, p_kind text, p_message_id bigint, p_params jsonb, p_link text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (recipient, kind, message_id, params, link)
  values (p_recipient, p_kind, p_message_id, jsonb_strip_nulls(coalesce(p_params, '{}'::jsonb)), p_link)
$$;

revoke execute on function public.notify(uuid, text, bigint, jsonb, text) from public, anon, authenticated;

-- Requests: new (or sent again) → the provider; accepted, declined, expired → the customer.
create or replace function public.notify_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider_name text;
  customer_name text := nullif(btrim(new.username), '');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(nullif(btrim(sp.first_name), ''), nullif(btrim(new.spname), ''))
    into provider_name
  from public."service-providers" sp where sp.uuid = new."to";

  if new.status = 'pending' then
    perform public.notify(new."to", 'new_request', new.message_id,
      jsonb_build_object('name', customer_name, 'expires_at', new.requested_at + public.request_ttl()), '/requests');
  elsif new.status = 'accepted' then
    perform public.notify(new."from", 'request_accepted', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  elsif new.status = 'declined' then
    perform public.notify(new."from", 'request_declined', new.message_id,
      jsonb_build_object('name', provider_name, 'reason', new.decline_reason), '/messages');
  elsif new.status = 'expired' then
    perform public.notify(new."from", 'request_expired', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  end if;
  return null;
end
$$;

-- Chat: a message → the other party, unless an unread notice for that conversation is waiting.
create or replace function public.notify_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.messages%rowtype;
  target uuid;
  sender_name text;
begin
  select * into conversation from public.messages m where m.message_id = new.message_id;
  if not found then
    return null;
  end if;
  if new.sender = conversation."from" then
    target := conversation."to";
    sender_name := nullif(btrim(conversation.username), '');
  else
    target := conversation."from";
    select coalesce(nullif(btrim(sp.first_name), ''), nullif(btrim(conversation.spname), ''))
      into sender_name
    from public."service-providers" sp where sp.uuid = conversation."to";
  end if;
  if exists (
    select 1 from public.notifications n
    where n.recipient = target
      and n.kind = 'new_message'
      and n.message_id = new.message_id
      and n.read_at is null
  ) then
    return null;
  end if;
  perform public.notify(target, 'new_message', new.message_id,
    jsonb_build_object('name', sender_name, 'preview', left(new.body, 140)), '/messages');
  return null;
end
$$;

-- Answering (or cancelling) a request reads the provider's notices of it: the badge counts only
-- what still waits for them.
create or replace function public.read_answered_request_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
  set read_at = now()
  where n.kind = 'new_request'
    and n.message_id = new.message_id
    and n.recipient = new."to"
    and n.read_at is null;
  return null;
end
$$;

-- Not "update of status": an update that sends only is_chat = true changes the status too.
create trigger read_answered_request_notifications
  after update on public.messages
  for each row
  when (old.status = 'pending' and new.status in ('accepted', 'declined', 'cancelled'))
  execute function public.read_answered_request_notifications();

-- Reviews: a new review → the provider; a reply (new or changed) → the review's author.
create or replace function public.notify_review_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text;
begin
  if tg_op = 'INSERT' then
    select nullif(btrim(u.first_name), '') into who from public.users u where u.uuid = new.customer;
    if who is null then
      select nullif(btrim(m.username), '') into who from public.messages m where m.message_id = new.message_id;
    end if;
    perform public.notify(new.provider, 'new_review', new.message_id,
      jsonb_build_object('name', who, 'rating', new.rating), '/dashboard');
  elsif new.reply is not null and new.reply is distinct from old.reply then
    select nullif(btrim(sp.first_name), '') into who from public."service-providers" sp where sp.uuid = new.provider;
    perform public.notify(new.customer, 'review_reply', new.message_id,
      jsonb_build_object('name', who, 'preview', left(new.reply, 140)),
      '/service-providers?provider=' || new.provider::text);
  end if;
  return null;
end
$$;

create trigger notify_review_change
  after insert or update of reply on public.reviews
  for each row execute function public.notify_review_change();

revoke execute on function public.read_answered_request_notifications() from public, anon, authenticated;
revoke execute on function public.notify_review_change() from public, anon, authenticated;

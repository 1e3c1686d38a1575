-- TABLE: notifications, written only by the database (triggers below), one row per event for
-- the person it concerns. The owner reads them and marks them read; nobody else sees them.
create table public.notifications (
  id bigint generated always as identity primary key,
  recipient uuid not null references auth.users (id) on delete cascade,
  kind text not null check (
    kind in ('new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review')
  ),
  message_id bigint references public.messages (message_id) on delete cascade,
  title text not null check (char_length(title) between 1 and 200),
  body text not null default '' check (char_length(body) <= 500),
  link text not null default '/' check (link like '/%' and char_length(link) <= 200),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

comment on table public.notifications is 'Events for one person (new request, answers, messages, reviews), written by the database.';

-- INDEXES
create index notifications_recipient_idx on public.notifications (recipient, created_at desc);
create index notifications_unread_idx on public.notifications (recipient) where read_at is null;

-- GRANTS: read and mark as read; rows are created by the database only.
revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;

-- RLS
alter table public.notifications enable row level security;

create policy "People read their own notifications"
  on public.notifications for select to authenticated
  using (recipient = (select auth.uid()));

create policy "People mark their own notifications as read"
  on public.notifications for update to authenticated
  using (recipient = (select auth.uid()))
  with check (recipient = (select auth.uid()));

-- REALTIME
alter publication supabase_realtime add table public.notifications;

-- FUNCTIONS: the one writer. Not callable through the API; triggers (and later sources such as
-- reviews) call it.
create or replace function public.notify(
  p_recipient uuid, p_kind text, p_message_id bigint, p_title text, p_body text, p_link text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (recipient, kind, message_id, title, body, link)
  values (p_recipient, p_kind, p_message_id, left(p_title, 200), left(coalesce(p_body, ''), 500), p_link)
$$;

revoke execute on function public.notify(uuid, text, bigint, text, text, text) from public, anon, authenticated;

-- Requests: new (or sent again) → the provider; accepted, declined, expired → the customer.
create or replace function public.notify_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider_name text;
  customer_name text := coalesce(nullif(new.username, ''), 'A customer');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(nullif(btrim(sp.first_name), ''), nullif(new.spname, ''), 'Your provider')
    into provider_name
  from public."service-providers" sp where sp.uuid = new."to";

  if new.status = 'pending' then
    perform public.notify(new."to", 'new_request', new.message_id,
      customer_name || ' sent you a connection request', 'Accept or decline it within 24 hours.', '/requests');
  elsif new.status = 'accepted' then
    perform public.notify(new."from", 'request_accepted', new.message_id,
      provider_name || ' accepted your request', 'You can chat now.', '/messages');
  elsif new.status = 'declined' then
    perform public.notify(new."from", 'request_declined', new.message_id,
      provider_name || ' declined your request',
      coalesce(new.decline_reason || '. ', '') || 'See who else can help.', '/messages');
  elsif new.status = 'expired' then
    perform public.notify(new."from", 'request_expired', new.message_id,
      'Your request to ' || provider_name || ' expired', 'No answer within 24 hours. See who else can help.',
      '/messages');
  end if;
  return null;
end
$$;

-- Not "update of status": an update that sends only is_chat = true changes the status too.
create trigger notify_request_change
  after insert or update on public.messages
  for each row execute function public.notify_request_change();

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
    sender_name := coalesce(nullif(conversation.username, ''), 'A customer');
  else
    target := conversation."from";
    select coalesce(nullif(btrim(sp.first_name), ''), nullif(conversation.spname, ''), 'Your provider')
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
    'New message from ' || coalesce(sender_name, 'your contact'), left(new.body, 140), '/messages');
  return null;
end
$$;

create trigger notify_chat_message
  after insert on public.chat_messages
  for each row execute function public.notify_chat_message();

-- Reading a conversation reads its message notices too.
create or replace function public.read_chat_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
  set read_at = now()
  where n.kind = 'new_message'
    and n.message_id = new.message_id
    and n.recipient = (select auth.uid())
    and n.read_at is null;
  return null;
end
$$;

create trigger read_chat_notifications
  after update of read_at on public.chat_messages
  for each row when (old.read_at is null and new.read_at is not null)
  execute function public.read_chat_notifications();

revoke execute on function public.notify_request_change() from public, anon, authenticated;
revoke execute on function public.notify_chat_message() from public, anon, authenticated;
revoke execute on function public.read_chat_notifications() from public, anon, authenticated;

-- Marks all of the caller's notifications as read; returns how many changed.
create or replace function public.mark_notifications_read()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.notifications n
    set read_at = now()
    where n.recipient = (select auth.uid()) and n.read_at is null
    returning 1
  )
  select count(*)::integer from marked
$$;

revoke execute on function public.mark_notifications_read() from public, anon;
grant execute on function public.mark_notifications_read() to authenticated, service_role;

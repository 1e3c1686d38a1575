-- NOTIFICATIONS, both rules at once: the parameters of 20261125007001_notification_params.sql
-- (the client words each kind in the reader's language) with the first-name cleaning of
-- 20261125003003_request_resends_and_names.sql, and one "new request" notice per request (a
-- re-send brings it back unread). Each of those migrations redefined these functions without the
-- other's rule.

create or replace function public.notify_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider_name text;
  customer_name text := nullif(public.request_first_name(new.username), '');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(nullif(public.request_first_name(sp.first_name), ''), nullif(public.request_first_name(new.spname), ''))
    into provider_name
  from public."service-providers" sp where sp.uuid = new."to";

  if new.status = 'pending' then
    -- One "new request" notice per request: sending it again brings that notice back, unread
    -- and at the top, instead of adding another.
    update public.notifications n
    set read_at = null,
        created_at = now(),
        params = jsonb_strip_nulls(jsonb_build_object(
          'name', customer_name, 'expires_at', new.requested_at + public.request_ttl()))
    where n.recipient = new."to"
      and n.kind = 'new_request'
      and n.message_id = new.message_id;
    if found then
      return null;
    end if;
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
    sender_name := nullif(public.request_first_name(conversation.username), '');
  else
    target := conversation."from";
    select coalesce(
             nullif(public.request_first_name(sp.first_name), ''),
             nullif(public.request_first_name(conversation.spname), ''))
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
    select nullif(public.request_first_name(u.first_name), '') into who from public.users u where u.uuid = new.customer;
    if who is null then
      select nullif(public.request_first_name(m.username), '') into who
      from public.messages m where m.message_id = new.message_id;
    end if;
    perform public.notify(new.provider, 'new_review', new.message_id,
      jsonb_build_object('name', who, 'rating', new.rating), '/dashboard');
  elsif new.reply is not null and new.reply is distinct from old.reply then
    select nullif(public.request_first_name(sp.first_name), '') into who
    from public."service-providers" sp where sp.uuid = new.provider;
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

revoke execute on function public.notify_request_change() from public, anon, authenticated;
revoke execute on function public.notify_chat_message() from public, anon, authenticated;
revoke execute on function public.notify_review_change() from public, anon, authenticated;

-- Trigger: a chat message notifies the other party, unless an unread notice for that conversation
-- is waiting already. A message with photos says how many (the reader's app words "sent a photo").
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
    jsonb_build_object(
      'name', sender_name,
      'preview', nullif(left(new.body, 140), ''),
      'photos', nullif(cardinality(new.photos), 0)
    ), '/messages');
  return null;
end
$$;

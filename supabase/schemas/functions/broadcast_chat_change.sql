-- Trigger: every change to a chat message goes to both parties' private "chats:<uuid>" feeds
-- (Realtime Broadcast from the database). A person's feed is authorized once, when they join it,
-- instead of every change being checked against every subscriber's row security.
create or replace function public.broadcast_chat_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation bigint := coalesce(new.message_id, old.message_id);
  party uuid;
begin
  for party in
    select p from public.messages m, unnest(array[m."from", m."to"]) as p
    where m.message_id = conversation and m.is_chat and p is not null
  loop
    perform realtime.broadcast_changes(
      'chats:' || party::text, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
  end loop;
  return null;
end
$$;

-- Trigger: reading a conversation reads its message notices too.
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

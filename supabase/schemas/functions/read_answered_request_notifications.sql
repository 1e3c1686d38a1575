-- Trigger: answering (or cancelling) a request reads the provider's notices of it: the badge
-- counts only what still waits for them.
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

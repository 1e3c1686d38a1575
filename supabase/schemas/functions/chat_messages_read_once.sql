-- Trigger: a chat message's read_at goes from null to the server's time, once; it never changes
-- afterwards.
create or replace function public.chat_messages_read_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.read_at is not distinct from old.read_at or not public.is_api_caller() then
    return new;
  end if;
  if old.read_at is not null then
    raise exception 'A message is marked read only once.'
      using errcode = 'P0001', hint = 'read_at_is_final';
  end if;
  new.read_at := now();
  return new;
end;
$$;

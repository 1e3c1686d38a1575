-- Marks every message the other party sent in a conversation as read (also those of a party who
-- has deleted their account); returns how many changed.
create or replace function public.mark_conversation_read(conversation_id bigint)
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  with marked as (
    update public.chat_messages c
    set read_at = now()
    where c.message_id = conversation_id
      and c.read_at is null
      and c.sender is distinct from (select auth.uid())
    returning 1
  )
  select count(*)::integer from marked
$$;

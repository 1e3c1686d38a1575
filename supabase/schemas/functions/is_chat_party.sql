-- Whether the caller is a party of an accepted connection.
create or replace function public.is_chat_party(conversation bigint)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (
    select 1 from public.messages m
    where m.message_id = conversation
      and m.is_chat
      and (select auth.uid()) in (m."from", m."to")
  )
$$;

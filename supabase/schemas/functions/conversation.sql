-- One connection of the caller, accepted or still pending (the chat page's header).
create or replace function public.conversation(conversation_id bigint)
returns table (
  message_id bigint,
  customer_id uuid,
  provider_id uuid,
  is_chat boolean,
  connected_at timestamptz,
  counterpart_id uuid,
  counterpart_name text,
  counterpart_picture text,
  counterpart_job text,
  counterpart_phone text,
  message_count integer,
  last_id bigint,
  last_body text,
  last_sender uuid,
  last_created_at timestamptz,
  unread_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select s.*
  from public.connection_summaries() s
  where s.message_id = conversation_id
$$;

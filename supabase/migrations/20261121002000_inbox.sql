-- FUNCTIONS: the inbox. One row per connection of the caller with the other party's details,
-- the last chat message and how many messages from the other party are still unread.
-- All functions are SECURITY INVOKER: the RLS policies on messages, chat_messages, users and
-- "service-providers" decide what the caller sees, exactly as if the tables were read directly.

-- Every connection (pending or accepted) the caller is a party of. Used by the two functions below.
create or replace function public.connection_summaries()
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
  select
    m.message_id,
    m."from",
    m."to",
    m.is_chat,
    m.created_at,
    case when m."to" = me.id then m."from" else m."to" end,
    case
      when m."to" = me.id then coalesce(
        nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(btrim(u.name), ''),
        nullif(btrim(m.username), ''),
        'Customer'
      )
      else coalesce(
        nullif(btrim(concat_ws(' ', sp.first_name, sp.last_name)), ''),
        nullif(btrim(m.spname), ''),
        'Service provider'
      )
    end,
    case
      when m."to" = me.id then coalesce(nullif(u."profilePicUrl", ''), nullif(u.profile_link, ''), m.user_profile)
      else coalesce(nullif(sp."profilePicUrl", ''), m.sp_profile)
    end,
    case when m."to" = me.id then null else sp.job end,
    case when m."to" = me.id then coalesce(u.phonenumber, '') else coalesce(sp.phonenumber, '') end,
    coalesce(stats.message_count, 0),
    last_message.id,
    coalesce(last_message.body, ''),
    last_message.sender,
    last_message.created_at,
    coalesce(stats.unread_count, 0)
  from (select (select auth.uid()) as id) me
  join public.messages m on me.id in (m."from", m."to")
  left join public.users u on u.uuid = m."from"
  left join public."service-providers" sp on sp.uuid = m."to"
  left join lateral (
    select c.id, c.body, c.sender, c.created_at
    from public.chat_messages c
    where c.message_id = m.message_id
    order by c.created_at desc, c.id desc
    limit 1
  ) last_message on true
  left join lateral (
    select
      count(*)::integer as message_count,
      (count(*) filter (where c.read_at is null and c.sender <> me.id))::integer as unread_count
    from public.chat_messages c
    where c.message_id = m.message_id
  ) stats on true
$$;

comment on function public.connection_summaries() is
  'Every connection of the caller with the other party, the last chat message and the unread count.';

-- The inbox: accepted connections of the caller, most recent activity first.
create or replace function public.conversations()
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
  where s.is_chat
  order by coalesce(s.last_created_at, s.connected_at) desc, s.message_id desc
$$;

comment on function public.conversations() is
  'The caller''s accepted connections (the inbox), most recent activity first.';

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

comment on function public.conversation(bigint) is
  'One connection of the caller (pending or accepted); no row when the caller is not a party.';

-- Marks every message the other party sent in a conversation as read; returns how many changed.
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
      and c.sender <> (select auth.uid())
    returning 1
  )
  select count(*)::integer from marked
$$;

comment on function public.mark_conversation_read(bigint) is
  'Marks the other party''s unread messages of one conversation as read; returns the number marked.';

-- GRANTS: signed-in people only.
revoke execute on function public.connection_summaries() from public, anon;
revoke execute on function public.conversations() from public, anon;
revoke execute on function public.conversation(bigint) from public, anon;
revoke execute on function public.mark_conversation_read(bigint) from public, anon;
grant execute on function public.connection_summaries() to authenticated, service_role;
grant execute on function public.conversations() to authenticated, service_role;
grant execute on function public.conversation(bigint) to authenticated, service_role;
grant execute on function public.mark_conversation_read(bigint) to authenticated, service_role;

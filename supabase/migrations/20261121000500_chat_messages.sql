-- TABLE: one row per chat message of an accepted connection.
create table public.chat_messages (
  id bigint generated always as identity primary key,
  message_id bigint not null references public.messages (message_id) on delete cascade,
  sender uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000 and btrim(body) <> ''),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

comment on table public.chat_messages is 'Chat messages of accepted connections, one row each.';

-- INDEXES
create index chat_messages_conversation_idx on public.chat_messages (message_id, created_at, id);
create index chat_messages_unread_idx on public.chat_messages (message_id) where read_at is null;

-- FUNCTIONS: whether the caller is a party of an accepted connection.
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

revoke execute on function public.is_chat_party(bigint) from public, anon;
grant execute on function public.is_chat_party(bigint) to authenticated;

-- GRANTS: messages are written once; only read_at changes afterwards.
revoke all on table public.chat_messages from anon, authenticated;
grant select on table public.chat_messages to authenticated;
grant insert (message_id, sender, body) on table public.chat_messages to authenticated;
grant update (read_at) on table public.chat_messages to authenticated;

-- RLS
alter table public.chat_messages enable row level security;

create policy "Parties of an accepted connection read its messages"
  on public.chat_messages for select to authenticated
  using (public.is_chat_party(message_id));

create policy "Parties of an accepted connection send messages as themselves"
  on public.chat_messages for insert to authenticated
  with check (sender = (select auth.uid()) and public.is_chat_party(message_id));

create policy "Recipients mark messages as read"
  on public.chat_messages for update to authenticated
  using (sender <> (select auth.uid()) and public.is_chat_party(message_id))
  with check (sender <> (select auth.uid()) and public.is_chat_party(message_id));

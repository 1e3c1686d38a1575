-- TABLE: a connection between a customer ("from") and a provider ("to"): the request and,
-- once the provider accepts (is_chat = true), the conversation that chat_messages belong to.
create table public.messages (
  message_id bigint generated always as identity primary key,
  "from" uuid not null references auth.users (id) on delete cascade,
  "to" uuid not null references public."service-providers" (uuid) on delete cascade,
  is_chat boolean not null default false,
  username text not null default '' check (char_length(username) <= 120),
  spname text not null default '' check (char_length(spname) <= 120),
  user_profile text not null default '' check (char_length(user_profile) <= 2048),
  sp_profile text not null default '' check (char_length(sp_profile) <= 2048),
  created_at timestamptz not null default now(),
  constraint messages_from_to_key unique ("from", "to"),
  constraint messages_not_self check ("from" <> "to")
);

comment on table public.messages is 'Connection requests between a customer and a provider; accepted ones carry a chat.';

-- INDEXES: the unique key covers lookups by "from"; providers list their requests by "to".
create index messages_to_idx on public.messages ("to", created_at desc);

-- GRANTS: customers create requests with these columns only; providers may change is_chat only.
revoke all on table public.messages from anon, authenticated;
grant select on table public.messages to authenticated;
grant insert ("from", "to", is_chat, username, spname, user_profile, sp_profile)
  on table public.messages to authenticated;
grant update (is_chat) on table public.messages to authenticated;

-- RLS
alter table public.messages enable row level security;

create policy "Both parties read their connection"
  on public.messages for select to authenticated
  using ((select auth.uid()) in ("from", "to"));

create policy "Customers send pending requests in their own name"
  on public.messages for insert to authenticated
  with check (
    "from" = (select auth.uid())
    and is_chat = false
    and not exists (select 1 from public."service-providers" sp where sp.uuid = (select auth.uid()))
  );

create policy "Providers answer requests addressed to them"
  on public.messages for update to authenticated
  using ("to" = (select auth.uid()))
  with check ("to" = (select auth.uid()));

-- A provider may read the customer row of anyone who sent them a request.
create policy "Providers read customers who contacted them"
  on public.users for select to authenticated
  using (
    exists (
      select 1 from public.messages m
      where m."from" = users.uuid and m."to" = (select auth.uid())
    )
  );

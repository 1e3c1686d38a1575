-- TABLE: messages sent through the Contact page. Anyone may write; nobody reads through the API.
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]{2,}$'
  ),
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is 'Messages from the Contact form; read by staff only.';

-- GRANTS
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, message) on table public.contact_messages to anon, authenticated;

-- RLS
alter table public.contact_messages enable row level security;

create policy "Anyone sends a contact message"
  on public.contact_messages for insert to anon, authenticated
  with check (true);

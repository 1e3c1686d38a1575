-- TABLE: customers ("users" in the product spec). One row per customer auth user.
create table public.users (
  uuid uuid primary key references auth.users (id) on delete cascade,
  first_name text not null default '' check (char_length(first_name) <= 50),
  last_name text not null default '' check (char_length(last_name) <= 50),
  name text not null default '' check (char_length(name) <= 120),
  phonenumber text not null default '' check (char_length(phonenumber) <= 20),
  email text not null default '' check (char_length(email) <= 254),
  location text not null default '' check (char_length(location) <= 200),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  "profilePicUrl" text not null default '' check (char_length("profilePicUrl") <= 2048),
  profile_link text not null default '' check (char_length(profile_link) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.users is 'Customers of Mistri: one row per customer auth user.';

-- GRANTS: no anonymous access; customers may not delete their row through the API.
revoke all on table public.users from anon, authenticated;
grant select, insert, update on table public.users to authenticated;

-- RLS
alter table public.users enable row level security;

create policy "Customers read their own row"
  on public.users for select to authenticated
  using (uuid = (select auth.uid()));

create policy "Customers create their own row"
  on public.users for insert to authenticated
  with check (uuid = (select auth.uid()));

create policy "Customers update their own row"
  on public.users for update to authenticated
  using (uuid = (select auth.uid()))
  with check (uuid = (select auth.uid()));

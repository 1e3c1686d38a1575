-- TABLE: the public directory of electricians and plumbers.
create table public."service-providers" (
  uuid uuid primary key references auth.users (id) on delete cascade,
  first_name text not null default '' check (char_length(first_name) <= 50),
  last_name text not null default '' check (char_length(last_name) <= 50),
  email text not null default '' check (char_length(email) <= 254),
  phonenumber text not null default '' check (char_length(phonenumber) <= 20),
  job text not null check (job in ('Electrician', 'Plumber')),
  location text not null default '' check (char_length(location) <= 200),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  "profilePicUrl" text not null default '' check (char_length("profilePicUrl") <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((latitude is null) = (longitude is null))
);

comment on table public."service-providers" is 'Electricians and plumbers: the public directory.';

-- INDEXES: nearby search pre-filters on this GiST index (see nearby_providers).
create index "service-providers_earth_idx"
  on public."service-providers"
  using gist (extensions.ll_to_earth(latitude, longitude))
  where latitude is not null and longitude is not null;
create index "service-providers_job_idx" on public."service-providers" (job);

-- GRANTS
revoke all on table public."service-providers" from anon, authenticated;
grant select on table public."service-providers" to anon, authenticated;
grant insert, update on table public."service-providers" to authenticated;

-- RLS
alter table public."service-providers" enable row level security;

create policy "Everyone reads the provider directory"
  on public."service-providers" for select to anon, authenticated
  using (true);

create policy "Providers create their own row"
  on public."service-providers" for insert to authenticated
  with check (uuid = (select auth.uid()));

create policy "Providers update their own row"
  on public."service-providers" for update to authenticated
  using (uuid = (select auth.uid()))
  with check (uuid = (select auth.uid()));

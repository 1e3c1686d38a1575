-- PROVIDER PRIVACY (issue 23, item 2): the directory is public, so it holds nothing private.
-- A provider's e-mail, phone and exact position move to provider_private, which only the owner
-- reads. "service-providers" keeps its columns (the functions that read it keep working): email
-- and phonenumber stay empty, latitude and longitude hold the position rounded to 0.01° (about
-- 1.1 km), which nearby search and distances use. Writes to "service-providers" (sign-up, the
-- account's e-mail following, the app's profile form, bulk loads) are split by a trigger, so no
-- path can put a private value into the public table. The phone reaches a customer through
-- provider_phone(), as the provider chooses: everyone, once a request is accepted (default), or
-- nobody.
-- PLACES (items 1 and 6): a person's place carries its source ('chosen' by the person or taken
-- from a 'device'); a device position never replaces a chosen place (save_my_place). Places are
-- stored as place names: "near" is the reader's language and is added when shown.

-- HELPERS
create or replace function public.coarse_coordinate(value double precision)
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$ select round(value::numeric, 2)::double precision $$;

comment on function public.coarse_coordinate(double precision) is
  'A coordinate rounded to 0.01° (about 1.1 km): what the public directory shows of a position.';

-- The place name inside a label written in one interface language: "near Aluva, Kerala",
-- "സമീപം: Kalamassery, Kochi" and "Kochi, Kerala के पास" are all stored as the place alone.
create or replace function public.place_name_only(label text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(regexp_replace(
    btrim(coalesce(label, '')),
    '^near\s+', '', 'i'),
    '^സമീപം\s*:?\s*', ''),
    '\s*के\s+पास$', ''))
$$;

-- TABLE: what a provider keeps to themself.
create table public.provider_private (
  uuid uuid primary key
    references public."service-providers" (uuid) on delete cascade deferrable initially deferred,
  email text not null default '' check (char_length(email) <= 254),
  phonenumber text not null default '',
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  location_source text check (location_source in ('chosen', 'device')),
  phone_visibility text not null default 'accepted' check (phone_visibility in ('everyone', 'accepted', 'nobody')),
  updated_at timestamptz not null default now(),
  -- The same name as the public table's rule, so the app's messages for it still apply.
  constraint "service-providers_phonenumber_format" check (phonenumber = '' or phonenumber ~ '^\+91[0-9]{10}$'),
  check ((latitude is null) = (longitude is null))
);

comment on table public.provider_private is
  'A provider''s e-mail, phone, exact position and privacy choices: only the provider reads them.';
comment on column public.provider_private.phone_visibility is
  'Who may read the phone: everyone, customers whose request was accepted (default), or nobody.';
comment on column public.provider_private.location_source is
  'chosen: picked by the provider; device: taken from a device position. A device never replaces a chosen place.';

insert into public.provider_private (uuid, email, phonenumber, latitude, longitude, location_source)
select sp.uuid, sp.email, sp.phonenumber, sp.latitude, sp.longitude,
       case when sp.latitude is not null then 'device' end
  from public."service-providers" sp;

update public."service-providers"
   set email = '',
       phonenumber = '',
       latitude = public.coarse_coordinate(latitude),
       longitude = public.coarse_coordinate(longitude),
       location = public.place_name_only(location)
 where email <> '' or phonenumber <> '' or latitude is not null or location <> public.place_name_only(location);

alter table public."service-providers"
  add constraint "service-providers_contact_private" check (email = '' and phonenumber = ''),
  add constraint "service-providers_position_coarse" check (
    latitude is null or (latitude = public.coarse_coordinate(latitude) and longitude = public.coarse_coordinate(longitude))
  );

comment on column public."service-providers".email is 'Always empty: the e-mail is in provider_private.';
comment on column public."service-providers".phonenumber is 'Always empty: the phone is in provider_private.';
comment on column public."service-providers".latitude is 'Rounded to 0.01°; the exact position is in provider_private.';
comment on column public."service-providers".longitude is 'Rounded to 0.01°; the exact position is in provider_private.';

-- GRANTS and RLS: the owner reads the row and changes the phone and who sees it; the rest
-- changes through "service-providers" and save_my_place().
revoke all on table public.provider_private from anon, authenticated;
grant select on table public.provider_private to authenticated;
grant update (phonenumber, phone_visibility) on table public.provider_private to authenticated;

alter table public.provider_private enable row level security;

create policy "Providers read their own private details"
  on public.provider_private for select to authenticated
  using (uuid = (select auth.uid()));

create policy "Providers update their own private details"
  on public.provider_private for update to authenticated
  using (uuid = (select auth.uid()))
  with check (uuid = (select auth.uid()));

-- The public row's e-mail is always empty from here on (the address lives in provider_private),
-- so an update that writes the empty value back (an upsert's conflict branch takes the inserted
-- row as providers_split_private left it) is not a different address.
create or replace function public.providers_own_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text := coalesce((select u.email from auth.users u where u.id = new.uuid), '');
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.email = '' then
    new.email := account_email;
  elsif not (tg_op = 'UPDATE' and new.email = '') and lower(new.email) <> lower(account_email) then
    raise exception 'A provider profile''s e-mail is the account''s own e-mail address.'
      using errcode = 'P0001', hint = 'provider_email_is_account_email';
  end if;
  return new;
end;
$$;

-- TRIGGER: private values written to "service-providers" go to provider_private; the public row
-- keeps empty contact columns and the rounded position. Named to fire after providers_own_email
-- (before-row triggers fire in name order), which checks the e-mail against the account.
create or replace function public.providers_split_private()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- An upsert of an existing row fires this for its insert first; the update that follows writes
  -- what it changes, so the insert leaves the private row alone.
  replaced boolean := tg_op = 'INSERT' and exists (select 1 from public."service-providers" sp where sp.uuid = new.uuid);
begin
  insert into public.provider_private (uuid) values (new.uuid) on conflict (uuid) do nothing;
  if not replaced and (tg_op = 'INSERT' or new.email is distinct from old.email) then
    update public.provider_private set email = coalesce(new.email, ''), updated_at = now() where uuid = new.uuid;
  end if;
  if not replaced and (tg_op = 'INSERT' or new.phonenumber is distinct from old.phonenumber) then
    update public.provider_private set phonenumber = coalesce(new.phonenumber, ''), updated_at = now()
     where uuid = new.uuid;
  end if;
  if not replaced and (tg_op = 'INSERT' or (new.latitude, new.longitude) is distinct from (old.latitude, old.longitude)) then
    update public.provider_private set latitude = new.latitude, longitude = new.longitude, updated_at = now()
     where uuid = new.uuid;
  end if;
  new.email := '';
  new.phonenumber := '';
  new.latitude := public.coarse_coordinate(new.latitude);
  new.longitude := public.coarse_coordinate(new.longitude);
  new.location := public.place_name_only(new.location);
  return new;
end
$$;

revoke execute on function public.providers_split_private() from public, anon, authenticated;

create trigger providers_split_private
  before insert or update on public."service-providers"
  for each row execute function public.providers_split_private();

-- CUSTOMERS: their row is theirs alone already; it gains the place's source, and places are
-- stored as names there too.
alter table public.users
  add column location_source text check (location_source in ('chosen', 'device'));

update public.users set location_source = 'device' where latitude is not null;
update public.users set location = public.place_name_only(location) where location <> public.place_name_only(location);

create or replace function public.users_place_name_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.location := public.place_name_only(new.location);
  return new;
end
$$;

revoke execute on function public.users_place_name_only() from public, anon, authenticated;

create trigger users_place_name_only
  before insert or update of location on public.users
  for each row execute function public.users_place_name_only();

-- FUNCTIONS
-- The provider's phone for the caller, when the provider lets them have it; otherwise null.
create or replace function public.provider_phone(provider uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(p.phonenumber, '')
    from public.provider_private p
   where p.uuid = provider
     and (
       p.uuid = (select auth.uid())
       or p.phone_visibility = 'everyone'
       or (p.phone_visibility = 'accepted' and exists (
             select 1 from public.messages m
              where m."from" = (select auth.uid()) and m."to" = provider and m.is_chat))
     )
$$;

comment on function public.provider_phone(uuid) is
  'The provider''s phone if they show it to the caller (everyone, or a customer whose request they accepted).';

revoke execute on function public.provider_phone(uuid) from public;
grant execute on function public.provider_phone(uuid) to anon, authenticated, service_role;

-- The caller's own place: name, exact position and source (providers and customers alike).
create or replace function public.my_place()
returns table (location text, latitude double precision, longitude double precision, source text)
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.location, p.latitude, p.longitude, p.location_source
    from public."service-providers" sp
    join public.provider_private p on p.uuid = sp.uuid
   where sp.uuid = (select auth.uid())
  union all
  select u.location, u.latitude, u.longitude, u.location_source
    from public.users u
   where u.uuid = (select auth.uid())
     and not exists (select 1 from public."service-providers" sp where sp.uuid = (select auth.uid()))
$$;

revoke execute on function public.my_place() from public, anon;
grant execute on function public.my_place() to authenticated, service_role;

-- Saves the caller's place. A device position (from_device) is a suggestion: it never replaces
-- a chosen place (saved is false then, and the row returned is the place kept).
create or replace function public.save_my_place(
  place text,
  lat double precision,
  lon double precision,
  from_device boolean default false
)
returns table (location text, latitude double precision, longitude double precision, source text, saved boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  place_name text := public.place_name_only(place);
  new_source text := case when from_device then 'device' else 'chosen' end;
  kept text;
begin
  if me is null then
    raise exception 'Sign in to save your place' using errcode = '42501';
  end if;
  if place_name = '' or char_length(place_name) > 200 then
    raise exception 'Invalid place: give a place name of 1 to 200 characters' using errcode = '22023';
  end if;
  if lat is null or lon is null or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if from_device is null then
    raise exception 'Invalid from_device: pass true or false' using errcode = '22023';
  end if;

  if exists (select 1 from public."service-providers" sp where sp.uuid = me) then
    select p.location_source into kept from public.provider_private p where p.uuid = me;
    if not (from_device and kept is not distinct from 'chosen') then
      update public."service-providers" sp set location = place_name, latitude = lat, longitude = lon, updated_at = now()
       where sp.uuid = me;
      update public.provider_private p
         set latitude = lat, longitude = lon, location_source = new_source, updated_at = now()
       where p.uuid = me;
      kept := null;
    end if;
    return query
      select sp.location, p.latitude, p.longitude, p.location_source, kept is null
        from public."service-providers" sp join public.provider_private p on p.uuid = sp.uuid
       where sp.uuid = me;
  elsif exists (select 1 from public.users u where u.uuid = me) then
    select u.location_source into kept from public.users u where u.uuid = me;
    if not (from_device and kept is not distinct from 'chosen') then
      update public.users u
         set location = place_name, latitude = lat, longitude = lon, location_source = new_source, updated_at = now()
       where u.uuid = me;
      kept := null;
    end if;
    return query
      select u.location, u.latitude, u.longitude, u.location_source, kept is null
        from public.users u where u.uuid = me;
  else
    raise exception 'No profile yet: complete your profile before saving a place'
      using errcode = 'P0002';
  end if;
end
$$;

revoke execute on function public.save_my_place(text, double precision, double precision, boolean) from public, anon;
grant execute on function public.save_my_place(text, double precision, double precision, boolean)
  to authenticated, service_role;

-- The inbox's counterpart phone (from 20261121002000_inbox.sql, one expression changed): a
-- provider's phone as provider_phone() allows it.
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
    case when m."to" = me.id then coalesce(u.phonenumber, '') else coalesce(public.provider_phone(m."to"), '') end,
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

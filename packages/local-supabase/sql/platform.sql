-- What a Supabase project provides before any project migration runs.
-- Mirrors the names and shapes of hosted Supabase so that migrations and seeds written
-- for it run here unchanged.

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists realtime;
create schema if not exists supabase_migrations;

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit;
  end if;
end
$$;

grant usage on schema public, extensions to anon, authenticated, service_role;
grant usage on schema auth, storage to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
set search_path = "$user", public, extensions;

-- ---------------------------------------------------------------- auth
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text not null default 'aal1',
  amr jsonb not null default '[]',
  not_after timestamptz
);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean default false,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null,
  status text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text
);

-- Passkeys (GoTrue's auth.webauthn_credentials) and the pending WebAuthn ceremonies.
create table if not exists auth.webauthn_credentials (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id text not null unique,
  public_key text not null,
  sign_count bigint not null default 0,
  transports text[] not null default '{}',
  aaguid text,
  friendly_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);

create table if not exists auth.webauthn_challenges (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null,
  challenge text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- WebAuthn MFA: a factor's credential and a challenge's expected ceremony.
alter table auth.mfa_factors add column if not exists web_authn_credential jsonb;
alter table auth.mfa_challenges add column if not exists web_authn_session_data jsonb;

-- OAuth 2.1 server clients registered through the admin API (GoTrue's auth.oauth_clients).
create table if not exists auth.oauth_clients (
  id uuid primary key,
  client_secret_hash text,
  registration_type text not null,
  client_type text not null,
  token_endpoint_auth_method text not null,
  redirect_uris text[] not null,
  grant_types text[] not null,
  client_name text,
  client_uri text,
  logo_uri text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  authentication_method text not null,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  auth_code_issued_at timestamptz
);

create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now()
);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

-- ---------------------------------------------------------------- storage
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------- realtime / migrations
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- ---------------------------------------------------------------- realtime broadcast
-- Broadcast and presence authorization (RLS on realtime.messages) and realtime.send.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;

create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- Hosted Realtime's helper for broadcasting a row change from a trigger: the payload carries
-- the operation, the table and both row images, and goes to a private topic.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void
language plpgsql
as $$
begin
  if level = 'ROW' and operation in ('INSERT', 'UPDATE', 'DELETE') then
    perform realtime.send(
      jsonb_build_object(
        'old_record', case when operation = 'INSERT' then null else to_jsonb(old) end,
        'record', case when operation = 'DELETE' then null else to_jsonb(new) end,
        'operation', operation,
        'table', table_name,
        'schema', table_schema),
      event_name, topic_name, true);
  end if;
end
$$;

grant execute on function realtime.topic() to anon, authenticated, service_role;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to authenticated, service_role;

-- The local Realtime delivers every committed broadcast row (hosted Realtime reads them from the WAL).
create or replace function realtime.emulator_message_inserted() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  whole text;
begin
  if NEW.extension = 'broadcast' then
    -- The whole message when it fits a notification (8000 bytes), so delivering it needs no query.
    whole := jsonb_build_object('id', NEW.id, 'inserted_at', NEW.inserted_at, 'topic', NEW.topic,
      'event', NEW.event, 'private', NEW.private, 'payload', NEW.payload)::text;
    perform pg_notify('realtime_emulator_messages',
      case when octet_length(whole) < 7900 then whole
           else jsonb_build_object('id', NEW.id, 'inserted_at', NEW.inserted_at)::text end);
  end if;
  return null;
end
$$;

create or replace trigger realtime_emulator_broadcast
  after insert on realtime.messages
  for each row execute function realtime.emulator_message_inserted();

-- ---------------------------------------------------------------- pg_net and database webhooks
-- pg_net's API (net.http_get/http_post/http_delete, net._http_response) and Supabase's
-- supabase_functions.http_request() webhook trigger. Requests wait in net.http_request_queue until
-- their transaction commits; the local backend then sends them (src/pg-net/) and records each
-- answer in net._http_response, as pg_net's background worker does.
create schema if not exists net;
create schema if not exists supabase_functions;

-- `create extension if not exists pg_net` in a project migration finds the extension registered and
-- does nothing, as on hosted Supabase where it is installed. Registering needs a superuser.
do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_net') then
    insert into pg_catalog.pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
    values (
      (select max(oid::text::bigint) + 1 from pg_catalog.pg_extension)::text::oid,
      'pg_net',
      (select oid from pg_catalog.pg_roles where rolname = current_user),
      'extensions'::regnamespace,
      false,
      '0.14.0'
    );
  end if;
exception
  when insufficient_privilege then
    raise notice 'pg_net is not registered as an extension (that needs a superuser)';
end
$$;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null check (method in ('GET', 'POST', 'DELETE')),
  url text not null,
  headers jsonb not null default '{}',
  body bytea,
  timeout_milliseconds integer not null check (timeout_milliseconds > 0)
);

create unlogged table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);
create index if not exists _http_response_created_idx on net._http_response (created);

create table if not exists supabase_functions.hooks (
  id bigserial primary key,
  hook_table_id integer not null,
  hook_name text not null,
  created_at timestamptz not null default now(),
  request_id bigint
);
create index if not exists supabase_functions_hooks_request_id_idx on supabase_functions.hooks (request_id);
create index if not exists supabase_functions_hooks_h_table_id_h_name_idx
  on supabase_functions.hooks (hook_table_id, hook_name);

create or replace function net._encode_component(value text) returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case
      when byte between 48 and 57 or byte between 65 and 90 or byte between 97 and 122 or byte in (45, 46, 95, 126)
        then chr(byte)
      else '%' || upper(lpad(to_hex(byte), 2, '0'))
    end, '' order by position), '')
  from (
    select get_byte(convert_to(value, 'UTF8'), position) as byte, position
    from generate_series(0, octet_length(convert_to(value, 'UTF8')) - 1) as position
  ) as bytes
$$;

create or replace function net._enqueue(
  method text, url text, params jsonb, headers jsonb, body bytea, timeout_milliseconds integer
) returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  query text;
  request_id bigint;
begin
  if url is null or url = '' then
    raise exception 'url must not be empty' using errcode = '22023';
  end if;
  if params is not null and jsonb_typeof(params) <> 'object' then
    raise exception 'params must be a JSON object' using errcode = '22023';
  end if;
  if headers is not null and jsonb_typeof(headers) <> 'object' then
    raise exception 'headers must be a JSON object' using errcode = '22023';
  end if;
  if timeout_milliseconds is null or timeout_milliseconds <= 0 then
    raise exception 'timeout_milliseconds must be a positive number' using errcode = '22023';
  end if;
  select string_agg(net._encode_component(key) || '=' || net._encode_component(value), '&' order by key)
    into query
    from jsonb_each_text(coalesce(params, '{}'));
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    method,
    case when query is null then url when strpos(url, '?') > 0 then url || '&' || query else url || '?' || query end,
    coalesce(headers, '{}'),
    body,
    timeout_milliseconds
  )
  returning id into request_id;
  -- Delivered when (and only if) the transaction commits: the backend starts sending at once.
  perform pg_notify('local_supabase_net', '');
  return request_id;
end
$$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}',
  headers jsonb default '{}',
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('GET', url, params, headers, null, timeout_milliseconds)
$$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}',
  params jsonb default '{}',
  headers jsonb default '{"Content-Type": "application/json"}',
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('POST', url, params, headers, convert_to(coalesce(body, 'null'::jsonb)::text, 'UTF8'),
    timeout_milliseconds)
$$;

create or replace function net.http_delete(
  url text,
  params jsonb default '{}',
  headers jsonb default '{}',
  timeout_milliseconds integer default 5000
) returns bigint
language sql
security definer
set search_path = ''
as $$
  select net._enqueue('DELETE', url, params, headers, null, timeout_milliseconds)
$$;

revoke all on function net._enqueue(text, text, jsonb, jsonb, bytea, integer) from public;
grant usage on schema net to anon, authenticated, service_role;
grant execute on function net.http_get(text, jsonb, jsonb, integer), net.http_post(text, jsonb, jsonb, jsonb, integer),
  net.http_delete(text, jsonb, jsonb, integer) to anon, authenticated, service_role;
grant select on net._http_response to service_role;

-- Supabase's database webhook trigger: TG_ARGV = (url, method, headers json, params json, timeout ms).
create or replace function supabase_functions.http_request() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  url text := TG_ARGV[0];
  method text := upper(coalesce(TG_ARGV[1], ''));
  headers jsonb := '{"Content-Type": "application/json"}';
  params jsonb := '{}';
  timeout_ms integer := 1000;
  request_id bigint;
begin
  if url is null or url = 'null' then
    raise exception 'url argument is missing';
  end if;
  if TG_ARGV[2] is not null and TG_ARGV[2] <> 'null' then
    headers := TG_ARGV[2]::jsonb;
  end if;
  if TG_ARGV[3] is not null and TG_ARGV[3] <> 'null' then
    params := TG_ARGV[3]::jsonb;
  end if;
  if TG_ARGV[4] is not null and TG_ARGV[4] <> 'null' then
    timeout_ms := TG_ARGV[4]::integer;
  end if;
  if method = 'GET' then
    request_id := net.http_get(url, params, headers, timeout_ms);
  elsif method = 'POST' then
    request_id := net.http_post(
      url,
      jsonb_build_object(
        'type', TG_OP,
        'table', TG_TABLE_NAME,
        'schema', TG_TABLE_SCHEMA,
        'record', case when TG_OP = 'DELETE' then null else to_jsonb(NEW) end,
        'old_record', case when TG_OP = 'INSERT' then null else to_jsonb(OLD) end
      ),
      params,
      headers,
      timeout_ms
    );
  else
    raise exception 'method argument % is invalid', TG_ARGV[1];
  end if;
  insert into supabase_functions.hooks (hook_table_id, hook_name, request_id) values (TG_RELID, TG_NAME, request_id);
  return coalesce(NEW, OLD);
end
$$;

grant usage on schema supabase_functions to postgres, anon, authenticated, service_role;
grant execute on function supabase_functions.http_request() to postgres, anon, authenticated, service_role;

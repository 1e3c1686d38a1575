-- CONTACT MESSAGES: lengths on the raw text, one row per request, at most 5 per e-mail address and
-- per client address per hour for API callers (anon, authenticated).

alter table public.contact_messages
  drop constraint contact_messages_name_check,
  drop constraint contact_messages_message_check,
  add constraint contact_messages_name_check
    check (char_length(name) <= 100 and btrim(name) <> ''),
  add constraint contact_messages_message_check
    check (char_length(message) <= 2000 and btrim(message) <> ''),
  add column client_address text not null default '';

comment on column public.contact_messages.client_address is
  'The sender''s address as the API gateway reported it in request.headers; empty for SQL inserts.';

create index contact_messages_email_recent_idx on public.contact_messages (lower(email), created_at);
create index contact_messages_address_recent_idx on public.contact_messages (client_address, created_at);

-- True when the statement runs for an API caller other than the service role.
create or replace function public.is_api_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), 'none') in ('anon', 'authenticated')
$$;

-- The client's address as hosted Supabase's gateway passes it (Cloudflare's header first).
create or replace function public.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
begin
  begin
    headers := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  exception when others then
    headers := '{}'::jsonb;
  end;
  return left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    ''
  ), 100);
end;
$$;

create or replace function public.contact_messages_limit_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  new.client_address := public.request_client_address();
  if (
    select count(*) from public.contact_messages c
    where lower(c.email) = lower(new.email) and c.created_at > now() - interval '1 hour'
  ) >= 5 or (
    new.client_address <> '' and (
      select count(*) from public.contact_messages c
      where c.client_address = new.client_address and c.created_at > now() - interval '1 hour'
    ) >= 5
  ) then
    raise exception 'Too many contact messages: at most 5 per hour. Please try again later.'
      using errcode = 'PT429', hint = 'contact_rate_limit';
  end if;
  return new;
end;
$$;

create trigger contact_messages_limit_rate
  before insert on public.contact_messages
  for each row execute function public.contact_messages_limit_rate();

create or replace function public.contact_messages_one_per_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_api_caller() and (select count(*) from inserted) > 1 then
    raise exception 'Send one contact message per request.'
      using errcode = 'P0001', hint = 'contact_one_per_request';
  end if;
  return null;
end;
$$;

create trigger contact_messages_one_per_request
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function public.contact_messages_one_per_request();

-- GRANTS: helpers for triggers and policies, not part of the API.
revoke execute on function public.is_api_caller() from public, anon, authenticated;
revoke execute on function public.request_client_address() from public, anon, authenticated;

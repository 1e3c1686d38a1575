-- WHO MAY BE A PROVIDER: only an account whose sign-up metadata has a job creates a
-- "service-providers" row, only an account without one a users row; a provider row's e-mail is
-- the account's own auth e-mail.

-- The caller's auth account facts the policies need (auth.users is not readable by API roles).
create or replace function public.my_account_has_job()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(u.raw_user_meta_data ->> 'job'), '') is not null
     from auth.users u where u.id = (select auth.uid())),
    false)
$$;

revoke execute on function public.my_account_has_job() from public, anon;
grant execute on function public.my_account_has_job() to authenticated;

-- A provider row's e-mail is its account's e-mail: an API write that leaves it empty gets it, any
-- other address is refused.
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
  elsif lower(new.email) <> lower(account_email) then
    raise exception 'A provider profile''s e-mail is the account''s own e-mail address.'
      using errcode = 'P0001', hint = 'provider_email_is_account_email';
  end if;
  return new;
end;
$$;

create trigger providers_own_email
  before insert or update of email on public."service-providers"
  for each row execute function public.providers_own_email();

-- A changed account e-mail carries over to the provider row.
create or replace function public.providers_follow_account_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public."service-providers" sp set email = coalesce(new.email, ''), updated_at = now()
  where sp.uuid = new.id and sp.email is distinct from coalesce(new.email, '');
  return null;
end;
$$;

create trigger providers_follow_account_email
  after update of email on auth.users
  for each row when (new.email is distinct from old.email)
  execute function public.providers_follow_account_email();

revoke execute on function public.providers_own_email() from public, anon, authenticated;
revoke execute on function public.providers_follow_account_email() from public, anon, authenticated;

drop policy "Providers create their own row" on public."service-providers";
create policy "Providers create their own row"
  on public."service-providers" for insert to authenticated
  with check (
    uuid = (select auth.uid())
    and (select public.my_account_has_job())
  );

drop policy "Customers create their own row" on public.users;
create policy "Customers create their own row"
  on public.users for insert to authenticated
  with check (uuid = (select auth.uid()) and not (select public.my_account_has_job()));

-- PENDING REQUESTS: at most 10 open requests per customer. "Pending" is status = 'pending' where
-- the status column exists, else a request not yet accepted.
create or replace function public.messages_limit_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_api_caller() and (
    select count(*) from public.messages m
    where m."from" = new."from"
      and coalesce(to_jsonb(m) ->> 'status', case when m.is_chat then 'accepted' else 'pending' end) = 'pending'
  ) >= 10 then
    raise exception 'You have 10 requests waiting for an answer. Wait for a reply or cancel one before sending another.'
      using errcode = 'P0001', hint = 'too_many_pending_requests';
  end if;
  return new;
end;
$$;

create trigger messages_limit_pending
  before insert on public.messages
  for each row execute function public.messages_limit_pending();

-- READ RECEIPTS: read_at goes from null to the server's time, once; it never changes afterwards.
create or replace function public.chat_messages_read_once()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.read_at is not distinct from old.read_at or not public.is_api_caller() then
    return new;
  end if;
  if old.read_at is not null then
    raise exception 'A message is marked read only once.'
      using errcode = 'P0001', hint = 'read_at_is_final';
  end if;
  new.read_at := now();
  return new;
end;
$$;

create trigger chat_messages_read_once
  before update of read_at on public.chat_messages
  for each row execute function public.chat_messages_read_once();

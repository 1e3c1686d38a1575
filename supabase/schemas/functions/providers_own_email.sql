-- Trigger: a provider row's e-mail is the account's own address (API callers). The public row's
-- e-mail is always empty (the address lives in provider_private), so an update that writes the
-- empty value back (an upsert's conflict branch takes the inserted row as providers_split_private
-- left it) is not a different address.
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

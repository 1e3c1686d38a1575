-- Trigger on auth.users: a changed account e-mail carries over to the provider row.
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

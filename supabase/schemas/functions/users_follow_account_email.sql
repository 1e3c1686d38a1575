-- Trigger on auth.users: a changed account e-mail carries over to the customer's users row, as it
-- does to a provider's row (providers_follow_account_email). With double_confirm_changes the change
-- lands only when both addresses have opened their links, long after the app's save, so the app
-- cannot copy it. A users row whose e-mail was set to some other address than the account's keeps it.
create or replace function public.users_follow_account_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users u set email = coalesce(new.email, '')
  where u.uuid = new.id and lower(u.email) = lower(coalesce(old.email, ''));
  return null;
end;
$$;

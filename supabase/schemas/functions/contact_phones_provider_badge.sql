-- Trigger: a contact phone verified, changed or removed updates its provider's "Phone verified"
-- (providers_verified_phone works it out).
create or replace function public.contact_phones_provider_badge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  if tg_op = 'DELETE' then
    person := old.user_id;
  else
    person := new.user_id;
  end if;
  update public."service-providers" sp set phone_verified = sp.phone_verified where sp.uuid = person;
  return null;
end
$$;

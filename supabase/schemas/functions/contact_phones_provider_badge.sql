-- Trigger: a contact phone verified, changed or removed updates its provider's "Phone verified".
create or replace function public.contact_phones_provider_badge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid := case when tg_op = 'DELETE' then old.user_id else new.user_id end;
begin
  update public."service-providers" sp
  set phone_verified = exists (
    select 1 from public.contact_phones c
    where c.user_id = sp.uuid and c.phone = sp.phonenumber and c.verified_at is not null
  )
  where sp.uuid = person;
  return null;
end
$$;

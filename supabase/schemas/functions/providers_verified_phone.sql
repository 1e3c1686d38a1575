-- Trigger: "Phone verified" is whether the listed phone (kept in provider_private) is the
-- provider's verified contact phone. Named to fire after providers_split_private, which stores
-- the listed phone.
create or replace function public.providers_verified_phone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone_verified := exists (
    select 1
    from public.contact_phones c
    join public.provider_private p on p.uuid = c.user_id
    where c.user_id = new.uuid and c.phone = p.phonenumber and c.verified_at is not null
  );
  return new;
end
$$;

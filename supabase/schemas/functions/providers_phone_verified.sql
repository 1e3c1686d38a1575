-- Trigger: "Phone verified" is whether the listed phone is the provider's verified contact phone.
create or replace function public.providers_phone_verified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone_verified := exists (
    select 1 from public.contact_phones c
    where c.user_id = new.uuid and c.phone = new.phonenumber and c.verified_at is not null
  );
  return new;
end
$$;

-- Trigger: a listed phone changed in provider_private itself updates "Phone verified"
-- (providers_verified_phone works it out). A change made by providers_split_private, inside an
-- update of "service-providers", is left to that update's own trigger.
create or replace function public.provider_private_phone_badge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  update public."service-providers" sp set phone_verified = sp.phone_verified where sp.uuid = new.uuid;
  return null;
end
$$;

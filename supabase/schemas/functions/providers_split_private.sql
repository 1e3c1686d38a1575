-- Trigger: private values written to "service-providers" go to provider_private; the public row
-- keeps empty contact columns and the rounded position. Named to fire after providers_own_email
-- (before-row triggers fire in name order), which checks the e-mail against the account.
create or replace function public.providers_split_private()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- An upsert of an existing row fires this for its insert first; the update that follows writes
  -- what it changes, so the insert leaves the private row alone.
  replaced boolean := tg_op = 'INSERT' and exists (select 1 from public."service-providers" sp where sp.uuid = new.uuid);
begin
  insert into public.provider_private (uuid) values (new.uuid) on conflict (uuid) do nothing;
  if not replaced and (tg_op = 'INSERT' or new.email is distinct from old.email) then
    update public.provider_private set email = coalesce(new.email, ''), updated_at = now() where uuid = new.uuid;
  end if;
  if not replaced and (tg_op = 'INSERT' or new.phonenumber is distinct from old.phonenumber) then
    update public.provider_private set phonenumber = coalesce(new.phonenumber, ''), updated_at = now()
     where uuid = new.uuid;
  end if;
  if not replaced and (tg_op = 'INSERT' or (new.latitude, new.longitude) is distinct from (old.latitude, old.longitude)) then
    update public.provider_private set latitude = new.latitude, longitude = new.longitude, updated_at = now()
     where uuid = new.uuid;
  end if;
  new.email := '';
  new.phonenumber := '';
  new.latitude := public.coarse_coordinate(new.latitude);
  new.longitude := public.coarse_coordinate(new.longitude);
  new.location := public.place_name_only(new.location);
  return new;
end
$$;

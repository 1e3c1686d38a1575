-- Saves the caller's place. A device position (from_device) is a suggestion: it never replaces
-- a chosen place (saved is false then, and the row returned is the place kept).
create or replace function public.save_my_place(
  place text,
  lat double precision,
  lon double precision,
  from_device boolean default false
)
returns table (location text, latitude double precision, longitude double precision, source text, saved boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  place_name text := public.place_name_only(place);
  new_source text := case when from_device then 'device' else 'chosen' end;
  kept text;
begin
  if me is null then
    raise exception 'Sign in to save your place' using errcode = '42501';
  end if;
  if place_name = '' or char_length(place_name) > 200 then
    raise exception 'Invalid place: give a place name of 1 to 200 characters' using errcode = '22023';
  end if;
  if lat is null or lon is null or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if from_device is null then
    raise exception 'Invalid from_device: pass true or false' using errcode = '22023';
  end if;

  if exists (select 1 from public."service-providers" sp where sp.uuid = me) then
    select p.location_source into kept from public.provider_private p where p.uuid = me;
    if not (from_device and kept is not distinct from 'chosen') then
      update public."service-providers" sp set location = place_name, latitude = lat, longitude = lon, updated_at = now()
       where sp.uuid = me;
      update public.provider_private p
         set latitude = lat, longitude = lon, location_source = new_source, updated_at = now()
       where p.uuid = me;
      kept := null;
    end if;
    return query
      select sp.location, p.latitude, p.longitude, p.location_source, kept is null
        from public."service-providers" sp join public.provider_private p on p.uuid = sp.uuid
       where sp.uuid = me;
  elsif exists (select 1 from public.users u where u.uuid = me) then
    select u.location_source into kept from public.users u where u.uuid = me;
    if not (from_device and kept is not distinct from 'chosen') then
      update public.users u
         set location = place_name, latitude = lat, longitude = lon, location_source = new_source, updated_at = now()
       where u.uuid = me;
      kept := null;
    end if;
    return query
      select u.location, u.latitude, u.longitude, u.location_source, kept is null
        from public.users u where u.uuid = me;
  else
    raise exception 'No profile yet: complete your profile before saving a place'
      using errcode = 'P0002';
  end if;
end
$$;

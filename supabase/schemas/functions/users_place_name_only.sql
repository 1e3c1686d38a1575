-- Trigger: a customer's location is stored as the place name alone (place_name_only()).
create or replace function public.users_place_name_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.location := public.place_name_only(new.location);
  return new;
end
$$;

-- Trigger: availability_updated_at stays true whoever changes the availability.
create or replace function public.touch_availability()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.availability is distinct from old.availability then
    new.availability_updated_at := now();
  else
    new.availability_updated_at := old.availability_updated_at;
  end if;
  return new;
end
$$;

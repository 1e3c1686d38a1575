-- COLUMNS: whether a provider takes work right now, set from the dashboard header.
alter table public."service-providers"
  add column availability text not null default 'available'
    constraint "service-providers_availability_check" check (availability in ('available', 'busy', 'away')),
  add column availability_updated_at timestamptz not null default now();

comment on column public."service-providers".availability is
  'available (takes requests now), busy (on a job) or away (not working for a while).';

-- FUNCTIONS: keep availability_updated_at true whoever changes the availability.
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

create trigger touch_availability
  before update on public."service-providers"
  for each row execute function public.touch_availability();

-- GRANTS: the owner changes it through the existing "Providers update their own row" policy.
grant update (availability) on table public."service-providers" to authenticated;

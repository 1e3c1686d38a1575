-- The first name a party of a connection goes by: a provider's directory name, else the
-- customer's profile name. Only the job_progress trigger uses it, for notices.
create or replace function public.party_first_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(public.request_first_name(sp.first_name), '') from public."service-providers" sp where sp.uuid = person),
    (select nullif(public.request_first_name(u.first_name), '') from public.users u where u.uuid = person)
  )
$$;

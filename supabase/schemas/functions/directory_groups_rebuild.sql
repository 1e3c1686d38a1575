-- Rebuilds the directory's group tables from the provider rows (for bulk loads that skip
-- triggers).
create or replace function public.directory_groups_rebuild()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.rating_groups where true;
  insert into public.rating_groups (rating_count, rating_avg, providers)
    select rating_count, rating_avg, count(*)::integer from public."service-providers"
     where rating_count > 0 and rating_avg is not null group by 1, 2;
  delete from public.provider_localities where true;
  insert into public.provider_localities (location, providers)
    select location, count(*)::integer from public."service-providers" group by 1;
  delete from public.provider_names where true;
  insert into public.provider_names (name, location, providers)
    select lower(first_name || ' ' || last_name), location, count(*)::integer from public."service-providers" group by 1, 2;
$$;

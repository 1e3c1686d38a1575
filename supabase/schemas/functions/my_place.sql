-- The caller's own place: name, exact position and source (providers and customers alike).
create or replace function public.my_place()
returns table (location text, latitude double precision, longitude double precision, source text)
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.location, p.latitude, p.longitude, p.location_source
    from public."service-providers" sp
    join public.provider_private p on p.uuid = sp.uuid
   where sp.uuid = (select auth.uid())
  union all
  select u.location, u.latitude, u.longitude, u.location_source
    from public.users u
   where u.uuid = (select auth.uid())
     and not exists (select 1 from public."service-providers" sp where sp.uuid = (select auth.uid()))
$$;

-- Applies the difference between the old and new provider rows of one statement to the directory's
-- group counts (rating groups, localities, and (name, locality) pairs). Safe under concurrent statements: a group's first provider is an upsert (two
-- statements adding the first provider of one locality at once both count), and a group losing
-- providers is counted down under its row lock, then dropped once it reaches zero.
create or replace function public.directory_groups_apply(removed jsonb, added jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.rating_groups as g (rating_count, rating_avg, providers)
  select s.n, s.a, s.d from public.directory_rating_delta(removed, added) s where s.d > 0
  on conflict (rating_count, rating_avg) do update set providers = g.providers + excluded.providers;

  update public.rating_groups g set providers = g.providers + s.d
  from public.directory_rating_delta(removed, added) s
  where s.d < 0 and g.rating_count = s.n and g.rating_avg = s.a;
  delete from public.rating_groups g
  using public.directory_rating_delta(removed, added) s
  where s.d < 0 and g.rating_count = s.n and g.rating_avg = s.a and g.providers <= 0;

  insert into public.provider_localities as p (location, providers)
  select s.l, s.d from public.directory_locality_delta(removed, added) s where s.d > 0
  on conflict (location) do update set providers = p.providers + excluded.providers;

  update public.provider_localities p set providers = p.providers + s.d
  from public.directory_locality_delta(removed, added) s
  where s.d < 0 and p.location = s.l;
  delete from public.provider_localities p
  using public.directory_locality_delta(removed, added) s
  where s.d < 0 and p.location = s.l and p.providers <= 0;

  insert into public.provider_names as p (name, location, providers)
  select s.n, s.l, s.d from public.directory_name_delta(removed, added) s where s.d > 0
  on conflict (name, location) do update set providers = p.providers + excluded.providers;

  update public.provider_names p set providers = p.providers + s.d
  from public.directory_name_delta(removed, added) s
  where s.d < 0 and p.name = s.n and p.location = s.l;
  delete from public.provider_names p
  using public.directory_name_delta(removed, added) s
  where s.d < 0 and p.name = s.n and p.location = s.l and p.providers <= 0;
end
$$;

-- Applies the difference between the old and new provider rows of one statement to the directory's
-- group counts.
create or replace function public.directory_groups_apply(removed jsonb, added jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  with delta as (
    select (r ->> 'rating_count')::integer as n, (r ->> 'rating_avg')::numeric(3, 2) as a, -1 as d
      from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select (r ->> 'rating_count')::integer, (r ->> 'rating_avg')::numeric(3, 2), 1
      from jsonb_array_elements(coalesce(added, '[]')) r
  ),
  summed as (
    select n, a, sum(d)::integer as d from delta where n > 0 and a is not null group by n, a having sum(d) <> 0
  )
  merge into public.rating_groups g
  using summed s on g.rating_count = s.n and g.rating_avg = s.a
  when matched and g.providers + s.d <= 0 then delete
  when matched then update set providers = g.providers + s.d
  when not matched and s.d > 0 then insert (rating_count, rating_avg, providers) values (s.n, s.a, s.d);

  with delta as (
    select r ->> 'location' as l, -1 as d from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select r ->> 'location', 1 from jsonb_array_elements(coalesce(added, '[]')) r
  ),
  summed as (
    select l, sum(d)::integer as d from delta where l is not null group by l having sum(d) <> 0
  )
  merge into public.provider_localities p
  using summed s on p.location = s.l
  when matched and p.providers + s.d <= 0 then delete
  when matched then update set providers = p.providers + s.d
  when not matched and s.d > 0 then insert (location, providers) values (s.l, s.d);
end
$$;

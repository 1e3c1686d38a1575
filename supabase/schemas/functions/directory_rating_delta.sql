-- How one statement changes each (rating_count, rating_avg) group: +1 per added provider row, -1
-- per removed one, summed; groups with no net change are left out.
create or replace function public.directory_rating_delta(removed jsonb, added jsonb)
returns table (n integer, a numeric, d integer)
language sql
immutable
set search_path = ''
as $$
  select x.n, x.a, sum(x.d)::integer
  from (
    select (r ->> 'rating_count')::integer as n, (r ->> 'rating_avg')::numeric(3, 2) as a, -1 as d
      from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select (r ->> 'rating_count')::integer, (r ->> 'rating_avg')::numeric(3, 2), 1
      from jsonb_array_elements(coalesce(added, '[]')) r
  ) x
  where x.n > 0 and x.a is not null
  group by x.n, x.a
  having sum(x.d) <> 0
$$;

-- How one statement changes each (name, locality) pair's count: +1 per added provider row, -1 per
-- removed one, summed; pairs with no net change are left out. The name is the directory's name
-- key, lower(first_name || ' ' || last_name).
create or replace function public.directory_name_delta(removed jsonb, added jsonb)
returns table (n text, l text, d integer)
language sql
immutable
set search_path = ''
as $$
  select x.n, x.l, sum(x.d)::integer
  from (
    select r ->> 'name' as n, r ->> 'location' as l, -1 as d from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select r ->> 'name', r ->> 'location', 1 from jsonb_array_elements(coalesce(added, '[]')) r
  ) x
  where x.n is not null and x.l is not null
  group by x.n, x.l
  having sum(x.d) <> 0
$$;

-- How one statement changes each provider locality's count: +1 per added provider row, -1 per
-- removed one, summed; localities with no net change are left out.
create or replace function public.directory_locality_delta(removed jsonb, added jsonb)
returns table (l text, d integer)
language sql
immutable
set search_path = ''
as $$
  select x.l, sum(x.d)::integer
  from (
    select r ->> 'location' as l, -1 as d from jsonb_array_elements(coalesce(removed, '[]')) r
    union all
    select r ->> 'location', 1 from jsonb_array_elements(coalesce(added, '[]')) r
  ) x
  where x.l is not null
  group by x.l
  having sum(x.d) <> 0
$$;

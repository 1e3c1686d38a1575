-- Statement trigger: providers whose rating, place or name changed move between the directory's group
-- counts.
create or replace function public.directory_groups_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed jsonb;
  added jsonb;
begin
  select jsonb_agg(jsonb_build_object(
      'rating_count', o.rating_count, 'rating_avg', o.rating_avg, 'location', o.location,
      'name', lower(o.first_name || ' ' || o.last_name)
    )),
         jsonb_agg(jsonb_build_object(
      'rating_count', n.rating_count, 'rating_avg', n.rating_avg, 'location', n.location,
      'name', lower(n.first_name || ' ' || n.last_name)
    ))
    into removed, added
    from old_rows o
    join new_rows n on n.uuid = o.uuid
   where (o.rating_count, o.rating_avg, o.location, o.first_name, o.last_name)
         is distinct from (n.rating_count, n.rating_avg, n.location, n.first_name, n.last_name);
  if removed is not null then
    perform public.directory_groups_apply(removed, added);
  end if;
  return null;
end
$$;

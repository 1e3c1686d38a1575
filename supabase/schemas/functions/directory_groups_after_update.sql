-- Statement trigger: providers whose rating or place changed move between the directory's group
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
  select jsonb_agg(jsonb_build_object('rating_count', o.rating_count, 'rating_avg', o.rating_avg, 'location', o.location)),
         jsonb_agg(jsonb_build_object('rating_count', n.rating_count, 'rating_avg', n.rating_avg, 'location', n.location))
    into removed, added
    from old_rows o
    join new_rows n on n.uuid = o.uuid
   where (o.rating_count, o.rating_avg, o.location) is distinct from (n.rating_count, n.rating_avg, n.location);
  if removed is not null then
    perform public.directory_groups_apply(removed, added);
  end if;
  return null;
end
$$;

-- Statement trigger: new providers join the directory's group counts.
create or replace function public.directory_groups_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.directory_groups_apply(
    null,
    (select jsonb_agg(jsonb_build_object(
      'rating_count', n.rating_count, 'rating_avg', n.rating_avg, 'location', n.location,
      'name', lower(n.first_name || ' ' || n.last_name)
    )) from new_rows n)
  );
  return null;
end
$$;

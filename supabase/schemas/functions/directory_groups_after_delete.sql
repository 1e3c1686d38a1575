-- Statement trigger: deleted providers leave the directory's group counts.
create or replace function public.directory_groups_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.directory_groups_apply(
    (select jsonb_agg(jsonb_build_object(
      'rating_count', o.rating_count, 'rating_avg', o.rating_avg, 'location', o.location,
      'name', lower(o.first_name || ' ' || o.last_name)
    )) from old_rows o),
    null
  );
  return null;
end
$$;

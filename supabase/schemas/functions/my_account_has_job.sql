-- The caller's auth account facts the policies need (auth.users is not readable by API roles).
create or replace function public.my_account_has_job()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(u.raw_user_meta_data ->> 'job'), '') is not null
     from auth.users u where u.id = (select auth.uid())),
    false)
$$;

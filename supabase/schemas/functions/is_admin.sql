-- Whether the caller is an admin: app_metadata.role = 'admin' and a session at aal2. Used by every
-- admin policy and function, so a stolen password alone (aal1) reaches nothing.
create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role' = 'admin', false)
    and coalesce((select auth.jwt()) ->> 'aal' = 'aal2', false)
$$;

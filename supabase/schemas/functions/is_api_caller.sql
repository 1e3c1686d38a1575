-- True when the statement runs for an API caller other than the service role.
create or replace function public.is_api_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', 'none'
  ) in ('anon', 'authenticated')
$$;

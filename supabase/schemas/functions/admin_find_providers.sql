-- Providers whose name or e-mail contains q (at least 2 characters), suspended ones included,
-- by name, at most 50. Admins at aal2 only.
create or replace function public.admin_find_providers(q text)
returns table (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  job text,
  location text,
  suspended_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(btrim(coalesce(admin_find_providers.q, '')));
begin
  perform private.admin_guard();
  if char_length(needle) < 2 or char_length(needle) > 100 then
    raise exception 'Invalid q: search with 2 to 100 characters of a name or e-mail'
      using errcode = '22023';
  end if;
  needle := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
  select sp.uuid, sp.first_name, sp.last_name, coalesce(p.email, ''), sp.job, sp.location, sp.suspended_at
  from public."service-providers" sp
  left join public.provider_private p on p.uuid = sp.uuid
  where lower(sp.first_name || ' ' || sp.last_name) like needle or lower(p.email) like needle
  order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
  limit 50;
end
$$;

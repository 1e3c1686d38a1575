-- Raises 42501 unless the caller is an admin at aal2; every admin function starts with it.
create or replace function private.admin_guard()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin signed in with a second factor can do this.'
      using errcode = '42501', hint = 'admin_aal2_required';
  end if;
end
$$;

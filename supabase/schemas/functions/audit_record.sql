-- Writes one admin decision to the audit log in the caller's name; refuses anyone but an admin.
-- Admin functions call it in the same transaction as the change they record.
create or replace function private.audit_record(p_action text, p_target_type text, p_target_id text, p_reason text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  entry bigint;
begin
  if not public.is_admin() then
    raise exception 'Only an admin signed in with a second factor can do this.'
      using errcode = '42501', hint = 'admin_aal2_required';
  end if;
  insert into public.audit_log (actor, action, target_type, target_id, reason)
  values (auth.uid(), p_action, p_target_type, p_target_id, btrim(p_reason))
  returning id into entry;
  return entry;
end
$$;

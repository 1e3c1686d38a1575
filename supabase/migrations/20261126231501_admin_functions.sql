-- Written by `npm run db:diff -- admin_functions` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function private.audit_log_refuse_change()
--   added function private.audit_record(text,text,text,text)
--   added function public.is_admin()

-- Trigger: the audit log is append-only; no role may change, delete or truncate its rows.
create or replace function private.audit_log_refuse_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The audit log cannot be changed or deleted.'
    using errcode = '42501', hint = 'audit_log_append_only';
end
$$;

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

comment on function public.is_admin() is 'Whether the caller is an admin signed in at aal2.';
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
revoke all on function private.audit_record(text, text, text, text) from public, anon, authenticated;
revoke all on function private.audit_log_refuse_change() from public, anon, authenticated;

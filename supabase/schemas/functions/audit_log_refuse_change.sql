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

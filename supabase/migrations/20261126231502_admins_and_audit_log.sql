-- ADMINS AND THE AUDIT LOG (issue 28, item 3). An admin is an account whose app_metadata carries
-- role 'admin' (set with the service key; Auth refuses app_metadata from the person) signed in at
-- assurance level aal2, that is with a second factor. public.is_admin() is the one check every
-- admin policy and function uses. Every admin decision is written to audit_log through
-- private.audit_record(), and nobody changes or deletes a row afterwards, the service role included.

-- TABLE: audit_log, read by admins, written only by admin functions, never changed.
create table public.audit_log (
  id bigint generated always as identity primary key,
  actor uuid not null,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$' and char_length(action) <= 60),
  target_type text not null
    check (target_type in ('provider', 'customer', 'review', 'message', 'report', 'verification')),
  target_id text not null check (char_length(target_id) between 1 and 36),
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now()
);

comment on table public.audit_log is
  'Every admin decision: who (actor), what (action on target), when and why; append-only.';

create index audit_log_recent_idx on public.audit_log (created_at desc);
create index audit_log_target_idx on public.audit_log (target_type, target_id, created_at desc);

revoke all on table public.audit_log from anon, authenticated;
grant select on table public.audit_log to authenticated;
grant select, insert on table public.audit_log to service_role;

alter table public.audit_log enable row level security;

create policy "Admins read the audit log"
  on public.audit_log for select to authenticated
  using ((select public.is_admin()));

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function private.audit_log_refuse_change();

create trigger audit_log_append_only_truncate
  before truncate on public.audit_log
  for each statement execute function private.audit_log_refuse_change();

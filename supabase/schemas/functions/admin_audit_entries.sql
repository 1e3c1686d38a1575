-- The audit log newest first, `max` entries before entry `before_id`, with the acting admin's
-- e-mail. Admins at aal2 only.
create or replace function public.admin_audit_entries(before_id bigint default null, max integer default 25)
returns table (
  id bigint,
  actor uuid,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  reason text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select a.id, a.actor, u.email::text, a.action, a.target_type, a.target_id, a.reason, a.created_at
  from public.audit_log a
  left join auth.users u on u.id = a.actor
  where admin_audit_entries.before_id is null or a.id < admin_audit_entries.before_id
  order by a.id desc
  limit least(greatest(coalesce(admin_audit_entries.max, 25), 1), 100);
end
$$;

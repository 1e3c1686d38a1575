-- The audit log newest first, `max` entries before entry `before_id`, with the acting admin's
-- e-mail and the name of the provider or customer decided on. Admins at aal2 only.
create or replace function public.admin_audit_entries(before_id bigint default null, max integer default 25)
returns table (
  id bigint,
  actor uuid,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  reason text,
  created_at timestamptz,
  target_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select a.id, a.actor, u.email::text, a.action, a.target_type, a.target_id, a.reason, a.created_at,
         case a.target_type
           when 'provider' then (
             select btrim(concat_ws(' ', sp.first_name, sp.last_name)) from public."service-providers" sp
             where sp.uuid::text = a.target_id)
           when 'customer' then (
             select btrim(concat_ws(' ', c.first_name, c.last_name)) from public.users c
             where c.uuid::text = a.target_id)
         end
  from public.audit_log a
  left join auth.users u on u.id = a.actor
  where admin_audit_entries.before_id is null or a.id < admin_audit_entries.before_id
  order by a.id desc
  limit least(greatest(coalesce(admin_audit_entries.max, 25), 1), 100);
end
$$;

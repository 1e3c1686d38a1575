-- Suspends (true) or reinstates (false) a provider as an admin's decision with a reason, with one
-- audit row. A suspended provider loses its public position (providers_keep_suspension), so no
-- listing shows it, and receives no new request (messages_refuse_suspended); existing chats stay.
-- Reinstating puts the position back from provider_private.
create or replace function public.admin_set_provider_suspended(provider uuid, suspended boolean, reason text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  was timestamptz;
  now_at timestamptz;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_set_provider_suspended.reason);
  if admin_set_provider_suspended.provider is null or admin_set_provider_suspended.suspended is null then
    raise exception 'Invalid arguments: pass the provider and suspended true or false' using errcode = '22023';
  end if;
  select sp.suspended_at into was from public."service-providers" sp
  where sp.uuid = admin_set_provider_suspended.provider for no key update;
  if not found then
    raise exception 'No such provider' using errcode = 'P0002', hint = 'no_such_provider';
  end if;
  if (was is not null) = admin_set_provider_suspended.suspended then
    raise exception '%', case when admin_set_provider_suspended.suspended
      then 'This provider is already suspended' else 'This provider is not suspended' end
      using errcode = '22023', hint = 'suspension_unchanged';
  end if;
  update public."service-providers" sp
  set suspended_at = case when admin_set_provider_suspended.suspended then now() end,
      latitude = case when admin_set_provider_suspended.suspended then sp.latitude else p.latitude end,
      longitude = case when admin_set_provider_suspended.suspended then sp.longitude else p.longitude end
  from public.provider_private p
  where sp.uuid = admin_set_provider_suspended.provider and p.uuid = sp.uuid
  returning sp.suspended_at into now_at;
  perform private.audit_record(
    case when admin_set_provider_suspended.suspended then 'provider.suspend' else 'provider.unsuspend' end,
    'provider', admin_set_provider_suspended.provider::text, why
  );
  return now_at;
end
$$;

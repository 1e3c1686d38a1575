-- An admin approves or rejects a pending ID check (a reason is required to reject; the provider
-- sees it). Approval gives the provider the "ID checked" badge. The decision is written to the
-- audit log in the same transaction.
create or replace function public.admin_decide_verification(p_id bigint, p_approve boolean, p_reason text default null)
returns public.provider_verifications
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text := nullif(btrim(coalesce(p_reason, '')), '');
  decided public.provider_verifications;
begin
  if not public.is_admin() then
    raise exception 'Only an admin signed in with a second factor can do this.'
      using errcode = '42501', hint = 'admin_aal2_required';
  end if;
  if p_id is null or p_approve is null then
    raise exception 'Give the ID check and whether it is approved.'
      using errcode = '22023', hint = 'Pass p_id and p_approve.';
  end if;
  if not p_approve and why is null then
    raise exception 'A reason is required to reject an ID check.'
      using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(why) > 500 then
    raise exception 'The reason must be at most 500 characters.'
      using errcode = '22023', hint = 'reason_too_long';
  end if;
  update public.provider_verifications v
  set status = case when p_approve then 'approved' else 'rejected' end,
      reason = why,
      decided_at = now(),
      decided_by = auth.uid()
  where v.id = p_id and v.status = 'pending'
  returning v.* into decided;
  if not found then
    raise exception 'No pending ID check with this id.'
      using errcode = 'P0002', hint = 'not_pending';
  end if;
  if p_approve then
    update public."service-providers" sp set id_checked = true where sp.uuid = decided.provider;
  end if;
  perform private.audit_record(
    case when p_approve then 'verification.approve' else 'verification.reject' end,
    'verification', decided.id::text, coalesce(why, 'ID and selfie match'));
  return decided;
end
$$;

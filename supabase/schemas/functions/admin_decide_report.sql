-- An admin's decision on every open report of one target: 'uphold' or 'dismiss', with a reason,
-- written to the audit log in the same transaction. For a review, upholding hides it (as the
-- admin's decision) and dismissing shows it again when the reports had hidden it. Returns how
-- many reports it settled.
create or replace function public.admin_decide_report(target_type text, target_id text, decision text, reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  settled integer;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_decide_report.reason);
  if admin_decide_report.target_type is null
     or admin_decide_report.target_type not in ('provider', 'customer', 'review', 'message') then
    raise exception 'Invalid target_type: must be provider, customer, review or message'
      using errcode = '22023';
  end if;
  if admin_decide_report.decision is null or admin_decide_report.decision not in ('uphold', 'dismiss') then
    raise exception 'Invalid decision: must be uphold or dismiss' using errcode = '22023';
  end if;
  update public.reports r
  set status = case admin_decide_report.decision when 'uphold' then 'upheld' else 'dismissed' end
  where r.target_type = admin_decide_report.target_type
    and r.target_id = btrim(coalesce(admin_decide_report.target_id, ''))
    and r.status = 'open';
  get diagnostics settled = row_count;
  if settled = 0 then
    raise exception 'No open reports of this % to decide', admin_decide_report.target_type
      using errcode = 'P0002', hint = 'no_open_reports';
  end if;
  if admin_decide_report.target_type = 'review' then
    if admin_decide_report.decision = 'uphold' then
      update public.reviews v set hidden_at = coalesce(v.hidden_at, now()), hidden_reason = 'admin'
      where v.id = btrim(admin_decide_report.target_id)::bigint;
    else
      update public.reviews v set hidden_at = null, hidden_reason = null
      where v.id = btrim(admin_decide_report.target_id)::bigint and v.hidden_reason = 'reports';
    end if;
  end if;
  perform private.audit_record(
    'report.' || admin_decide_report.decision, admin_decide_report.target_type,
    btrim(admin_decide_report.target_id), why
  );
  return settled;
end
$$;

-- Hides (hidden = true) or restores (false) a review as an admin's decision with a reason: hiding
-- upholds its open reports, restoring dismisses them; one audit row either way.
create or replace function public.admin_set_review_hidden(review_id bigint, hidden boolean, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  found_review public.reviews;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_set_review_hidden.reason);
  if admin_set_review_hidden.hidden is null then
    raise exception 'Invalid hidden: pass true to hide or false to restore' using errcode = '22023';
  end if;
  select * into found_review from public.reviews v where v.id = admin_set_review_hidden.review_id for update;
  if not found then
    raise exception 'No such review' using errcode = 'P0002', hint = 'no_such_review';
  end if;
  if admin_set_review_hidden.hidden then
    update public.reviews v set hidden_at = coalesce(v.hidden_at, now()), hidden_reason = 'admin'
    where v.id = found_review.id;
  else
    if found_review.hidden_at is null then
      raise exception 'This review is not hidden' using errcode = '22023', hint = 'review_not_hidden';
    end if;
    update public.reviews v set hidden_at = null, hidden_reason = null where v.id = found_review.id;
  end if;
  update public.reports r
  set status = case when admin_set_review_hidden.hidden then 'upheld' else 'dismissed' end
  where r.target_type = 'review' and r.target_id = found_review.id::text and r.status = 'open';
  perform private.audit_record(
    case when admin_set_review_hidden.hidden then 'review.hide' else 'review.restore' end,
    'review', found_review.id::text, why
  );
end
$$;

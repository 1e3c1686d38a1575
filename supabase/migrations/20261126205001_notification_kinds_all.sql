-- Visit times (…201001) and jobs done (…202001) each widened the notification kinds on their own
-- branch; the later of the two would leave out the other's. Every kind, once.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
    'review_reply', 'visit_proposed', 'visit_agreed', 'visit_reminder',
    'job_marked_done', 'job_done', 'job_disputed', 'job_cancelled'
  )
);

-- Records the outcome of one attempt.
create or replace function public.notification_delivery_finish(
  p_id bigint, p_status text, p_error text, p_next_attempt_at timestamptz
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set status = p_status,
      attempts = d.attempts + case when p_status in ('sent', 'failed', 'gone') then 1 else 0 end,
      last_error = left(p_error, 500),
      next_attempt_at = p_next_attempt_at,
      sent_at = case when p_status = 'sent' then now() else d.sent_at end,
      updated_at = now()
  where d.id = p_id and d.status = 'sending'
$$;

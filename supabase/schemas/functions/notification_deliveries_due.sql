-- Claims up to p_limit deliveries whose next attempt is due (failed ones to retry, held ones after
-- quiet hours), marking them sending so that two runs never take the same one. A delivery left
-- sending for 10 minutes (its function stopped before recording an outcome) counts as a failed
-- attempt first.
create or replace function public.notification_deliveries_due(p_limit integer)
returns setof public.notification_deliveries
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_deliveries d
  set status = 'failed',
      attempts = d.attempts + 1,
      last_error = 'the function stopped before recording an outcome',
      next_attempt_at = case when d.attempts + 1 < 5 then now() end,
      updated_at = now()
  where d.status = 'sending' and d.updated_at < now() - interval '10 minutes';

  update public.notification_deliveries d
  set status = 'sending', updated_at = now()
  where d.id in (
    select due.id from public.notification_deliveries due
    where due.status in ('failed', 'held') and due.next_attempt_at <= now()
    order by due.next_attempt_at, due.id
    limit greatest(1, least(p_limit, 500))
    for update skip locked
  )
  returning d.*;
$$;

-- Stores as done every job marked done whose other side neither confirmed nor disputed it within
-- job_done_hours(), so it notifies and counts on the provider's card. Reads do not wait for it
-- (job_state() tells the state as of now); every bell (expire_overdue_requests()), the local
-- backend's scheduler and pg_cron on a hosted project call it. Returns how many it stored.
create or replace function public.settle_done_jobs()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select p.message_id from public.job_progress p
    where p.state = 'marked' and p.marked_at <= now() - make_interval(hours => public.job_done_hours())
    order by p.marked_at
    limit 500
    for update skip locked
  ),
  settled as (
    update public.job_progress p
    set state = 'done', done_at = p.marked_at + make_interval(hours => public.job_done_hours()), updated_at = now()
    from due
    where p.message_id = due.message_id
    returning 1
  )
  select count(*)::integer from settled
$$;

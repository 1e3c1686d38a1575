-- The other party says the job marked done is not done; it stays open and may be marked again.
create or replace function public.dispute_job_done(message_id bigint)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(dispute_job_done.message_id);
  j public.job_progress;
begin
  j := public.job_marked_by_other(m.message_id, me);
  update public.job_progress p
  set state = 'disputed', disputed_at = now(), updated_at = now()
  where p.message_id = m.message_id
  returning * into j;
  return j;
end
$$;

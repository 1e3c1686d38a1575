-- The job of a connection as it stands when `me` answers a mark: it must be marked done, by the
-- other party, and not yet past job_done_hours(). Only confirm_job_done and dispute_job_done call it.
create or replace function public.job_marked_by_other(message_id bigint, me uuid)
returns public.job_progress
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  j public.job_progress;
  now_state text;
begin
  select * into j from public.job_progress p where p.message_id = job_marked_by_other.message_id;
  now_state := case when found then public.job_state(j.state, j.marked_at) end;
  if now_state is distinct from 'marked' then
    raise exception 'There is no mark to answer: this job is %', coalesce(now_state, 'not marked done')
      using errcode = '22023';
  end if;
  if j.marked_by = me then
    raise exception 'You marked this job done: the other side confirms or disputes it' using errcode = '42501';
  end if;
  return j;
end
$$;

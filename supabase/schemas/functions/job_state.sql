-- Where a job stands as of now: one marked done and left unanswered for job_done_hours() is done.
create or replace function public.job_state(state text, marked_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when state = 'marked' and marked_at <= now() - make_interval(hours => public.job_done_hours()) then 'done'
    else state
  end
$$;

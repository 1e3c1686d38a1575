-- Either party of an accepted connection marks its job done; the other side then confirms or
-- disputes it, or it counts as done job_done_hours() later. A disputed job may be marked again;
-- a cancelled or done one may not.
create or replace function public.mark_job_done(message_id bigint)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(mark_job_done.message_id);
  j public.job_progress;
begin
  select * into j from public.job_progress p where p.message_id = m.message_id;
  if found then
    case public.job_state(j.state, j.marked_at)
      when 'done' then
        raise exception 'This job is already done' using errcode = '22023';
      when 'cancelled' then
        raise exception 'This job was cancelled and cannot be marked done' using errcode = '22023';
      when 'marked' then
        raise exception 'This job is already marked done: it waits for the other side' using errcode = '22023',
          hint = case when j.marked_by = me then 'job_already_marked' else 'confirm_or_dispute' end;
      else
        null;
    end case;
  end if;
  insert into public.job_progress as p (message_id, customer, provider, state, marked_by, marked_at)
  values (m.message_id, m."from", m."to", 'marked', me, now())
  on conflict on constraint job_progress_pkey do update
    set state = 'marked', marked_by = excluded.marked_by, marked_at = excluded.marked_at,
        confirmed_by = null, done_at = null, disputed_at = null, updated_at = now()
  returning * into j;
  return j;
end
$$;

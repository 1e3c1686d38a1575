-- Either party cancels the job of an accepted connection that is not done: a reason from their
-- side's list and an optional note (needed for 'other'), both shown to the other side. The
-- connection and its chat stay; a cancelled job cannot be marked done.
create or replace function public.cancel_job(message_id bigint, reason text, note text default null)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(cancel_job.message_id);
  j public.job_progress;
  clean_note text := nullif(btrim(cancel_job.note), '');
  allowed text[] := case
    when me = m."from" then array['no_longer_needed', 'found_someone_else', 'price_not_agreed', 'no_show', 'other']
    else array['cannot_make_it', 'not_my_kind_of_work', 'price_not_agreed', 'no_show', 'other']
  end;
begin
  if cancel_job.reason is null or not (cancel_job.reason = any (allowed)) then
    raise exception 'Give a reason to cancel: one of %', array_to_string(allowed, ', ')
      using errcode = '22023', hint = 'cancel_reason_required';
  end if;
  if char_length(clean_note) > 300 then
    raise exception 'The note is too long: at most 300 characters' using errcode = '22023';
  end if;
  if cancel_job.reason = 'other' and clean_note is null then
    raise exception 'Say why in the note when the reason is other' using errcode = '22023',
      hint = 'cancel_note_required';
  end if;
  select * into j from public.job_progress p where p.message_id = m.message_id;
  if found then
    case public.job_state(j.state, j.marked_at)
      when 'done' then
        raise exception 'This job is done and can no longer be cancelled' using errcode = '22023';
      when 'cancelled' then
        raise exception 'This job is already cancelled' using errcode = '22023';
      else
        null;
    end case;
  end if;
  insert into public.job_progress as p (message_id, customer, provider, state, cancelled_by, cancelled_at, cancel_reason, cancel_note)
  values (m.message_id, m."from", m."to", 'cancelled', me, now(), cancel_job.reason, clean_note)
  on conflict on constraint job_progress_pkey do update
    set state = 'cancelled', cancelled_by = excluded.cancelled_by, cancelled_at = excluded.cancelled_at,
        cancel_reason = excluded.cancel_reason, cancel_note = excluded.cancel_note,
        disputed_at = null, updated_at = now()
  returning * into j;
  return j;
end
$$;

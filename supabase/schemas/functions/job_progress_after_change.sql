-- Trigger: each step of a job tells the other side (first names only), a job that becomes done
-- asks its customer for a review and counts on the provider's card ("service-providers".jobs_done).
create or replace function public.job_progress_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  link text;
  actor uuid;
begin
  if tg_op = 'DELETE' then
    if old.state = 'done' then
      update public."service-providers" sp set jobs_done = greatest(sp.jobs_done - 1, 0) where sp.uuid = old.provider;
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.state is not distinct from old.state then
    return null;
  end if;
  link := '/chat/' || new.message_id;

  if new.state = 'done' then
    update public."service-providers" sp set jobs_done = sp.jobs_done + 1 where sp.uuid = new.provider;
    if new.confirmed_by is null then
      -- Counted as done without an answer: both hear it, each with the other's name.
      perform public.notify(new.customer, 'job_done', new.message_id,
        jsonb_build_object('name', public.party_first_name(new.provider), 'review', true), link);
      perform public.notify(new.provider, 'job_done', new.message_id,
        jsonb_build_object('name', public.party_first_name(new.customer)), link);
    else
      perform public.notify(
        case when new.confirmed_by = new.customer then new.provider else new.customer end,
        'job_done', new.message_id,
        jsonb_strip_nulls(jsonb_build_object('name', public.party_first_name(new.confirmed_by),
          'review', case when new.confirmed_by = new.provider then true end)),
        link);
    end if;
    return null;
  end if;

  actor := case new.state
    when 'marked' then new.marked_by
    when 'cancelled' then new.cancelled_by
    else case when new.marked_by = new.customer then new.provider else new.customer end
  end;
  perform public.notify(
    case when actor = new.customer then new.provider else new.customer end,
    case new.state
      when 'marked' then 'job_marked_done'
      when 'disputed' then 'job_disputed'
      else 'job_cancelled'
    end,
    new.message_id,
    jsonb_build_object(
      'name', public.party_first_name(actor),
      'reason', case when new.state = 'cancelled' then new.cancel_reason end,
      'preview', case when new.state = 'cancelled' then new.cancel_note end,
      'expires_at', case when new.state = 'marked'
                         then new.marked_at + make_interval(hours => public.job_done_hours()) end),
    link);
  return null;
end
$$;

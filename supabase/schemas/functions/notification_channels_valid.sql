-- Channels per notification kind: an object whose keys are kinds and whose values are arrays of
-- distinct channels.
create or replace function public.notification_channels_valid(p_channels jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
begin
  if p_channels is null or jsonb_typeof(p_channels) <> 'object' then
    return false;
  end if;
  for entry in select e.key, e.value from jsonb_each(p_channels) e loop
    if entry.key not in (
      'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
      'review_reply', 'visit_proposed', 'visit_agreed', 'visit_reminder',
      'job_marked_done', 'job_done', 'job_disputed', 'job_cancelled'
    ) or jsonb_typeof(entry.value) <> 'array' then
      return false;
    end if;
    if exists (
      select 1 from jsonb_array_elements(entry.value) c
      where jsonb_typeof(c) <> 'string' or c #>> '{}' not in ('push', 'sms', 'whatsapp', 'email')
    ) or (select count(distinct c) <> count(*) from jsonb_array_elements(entry.value) c) then
      return false;
    end if;
  end loop;
  return true;
end
$$;

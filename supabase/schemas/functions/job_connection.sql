-- The accepted connection a job step acts on, locked so that steps on one job run one after
-- another. Refuses a caller who is not one of its two parties and a request that is not accepted.
-- Only the job step functions call it.
create or replace function public.job_connection(message_id bigint)
returns public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages;
  now_status text;
begin
  if me is null then
    raise exception 'Sign in to change a job' using errcode = '42501';
  end if;
  if job_connection.message_id is null then
    raise exception 'Say which connection: message_id is required' using errcode = '22023';
  end if;
  select * into m from public.messages c where c.message_id = job_connection.message_id for update;
  if not found or me not in (m."from", m."to") then
    raise exception 'No such connection of yours' using errcode = '42501',
      hint = 'Only the customer and the provider of a connection can change its job.';
  end if;
  now_status := public.request_status(m.status, m.requested_at);
  if now_status <> 'accepted' then
    raise exception 'This request is %: only an accepted request has a job to finish or cancel', now_status
      using errcode = '22023';
  end if;
  return m;
end
$$;

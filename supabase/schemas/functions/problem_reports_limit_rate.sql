-- Trigger: at most 5 problem reports an hour per signed-in reporter, and for visitors per contact
-- e-mail and per client address (API callers only); records the client address the gateway passed.
create or replace function public.problem_reports_limit_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  new.client_address := public.request_client_address();
  if (
    new.reporter is not null and (
      select count(*) from public.problem_reports p
      where p.reporter = new.reporter and p.created_at > now() - interval '1 hour'
    ) >= 5
  ) or (
    new.reporter is null and new.contact_email is not null and (
      select count(*) from public.problem_reports p
      where lower(p.contact_email) = lower(new.contact_email) and p.created_at > now() - interval '1 hour'
    ) >= 5
  ) or (
    new.reporter is null and new.client_address <> '' and (
      select count(*) from public.problem_reports p
      where p.reporter is null and p.client_address = new.client_address
        and p.created_at > now() - interval '1 hour'
    ) >= 5
  ) then
    raise exception 'Too many problem reports: at most 5 per hour. Please try again later.'
      using errcode = 'PT429', hint = 'problem_report_rate_limit';
  end if;
  return new;
end;
$$;

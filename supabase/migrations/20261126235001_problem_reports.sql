-- PROBLEM REPORTS (issue 28, item 6): the Report a Problem page. Visitors file with an optional
-- contact e-mail, signed-in people in their own name; nobody reads them through the API but an
-- admin at aal2 (public.is_admin()). At most 5 an hour per reporter, e-mail and client address.

create table public.problem_reports (
  id bigint generated always as identity primary key,
  reporter uuid default auth.uid() references auth.users (id) on delete cascade,
  category text not null check (category in ('app', 'account', 'provider', 'safety', 'privacy', 'other')),
  description text not null check (char_length(description) <= 2000 and char_length(btrim(description)) >= 10),
  contact_email text check (
    char_length(contact_email) <= 254 and contact_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]{2,}$'
  ),
  client_address text not null default '',
  created_at timestamptz not null default now()
);

comment on table public.problem_reports is
  'Problems filed on the Report a Problem page; read by admins only.';
comment on column public.problem_reports.reporter is
  'The signed-in person who filed it; null for a visitor.';
comment on column public.problem_reports.client_address is
  'The sender''s address as the API gateway reported it in request.headers; empty for SQL inserts.';

create index problem_reports_reporter_recent_idx on public.problem_reports (reporter, created_at)
  where reporter is not null;
create index problem_reports_email_recent_idx on public.problem_reports (lower(contact_email), created_at)
  where contact_email is not null;
create index problem_reports_address_recent_idx on public.problem_reports (client_address, created_at)
  where reporter is null;

revoke all on table public.problem_reports from anon, authenticated;
grant insert (category, description, contact_email) on table public.problem_reports to anon, authenticated;
grant select on table public.problem_reports to authenticated;
grant all on table public.problem_reports to service_role;

alter table public.problem_reports enable row level security;

create policy "Visitors file problem reports without a name"
  on public.problem_reports for insert to anon
  with check (reporter is null);

create policy "Signed-in people file problem reports in their own name"
  on public.problem_reports for insert to authenticated
  with check (reporter = (select auth.uid()));

create policy "Admins read problem reports"
  on public.problem_reports for select to authenticated
  using ((select public.is_admin()));

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

revoke all on function public.problem_reports_limit_rate() from public, anon, authenticated;

create trigger problem_reports_limit_rate
  before insert on public.problem_reports
  for each row execute function public.problem_reports_limit_rate();

-- Trigger: a report is filed by the caller, about something they can see, at most 10 a day. The
-- database sets its reporter, status and date.
create or replace function public.reports_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  found boolean;
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if me is null then
    raise exception 'Sign in to report' using errcode = '42501';
  end if;
  new.reporter := me;
  new.status := 'open';
  new.created_at := now();
  new.details := btrim(coalesce(new.details, ''));
  new.target_id := btrim(new.target_id);

  if new.target_type in ('provider', 'customer')
     and new.target_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid target_id a % is named by its account id', new.target_type using errcode = '22023';
  end if;
  if new.target_type in ('review', 'message') and new.target_id !~ '^[1-9][0-9]{0,17}$' then
    raise exception 'Invalid target_id a % is named by its number', new.target_type using errcode = '22023';
  end if;

  found := case new.target_type
    when 'provider' then exists (
      select 1 from public."service-providers" sp where sp.uuid = new.target_id::uuid and sp.uuid <> me)
    when 'customer' then exists (
      select 1 from public.messages m where m."from" = new.target_id::uuid and m."to" = me)
    when 'review' then exists (
      select 1 from public.reviews r
      where r.id = new.target_id::bigint and r.customer is distinct from me)
    when 'message' then exists (
      select 1 from public.chat_messages c
      join public.messages m on m.message_id = c.message_id
      where c.id = new.target_id::bigint and c.sender is distinct from me and m.is_chat and me in (m."from", m."to"))
    else false
  end;
  if not found then
    raise exception 'Nothing to report: no such % that you can see', new.target_type using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('reports:' || me::text, 0));
  if (
    select count(*) from public.reports r where r.reporter = me and r.created_at > now() - interval '24 hours'
  ) >= 10 then
    raise exception 'You have sent 10 reports today. Try again tomorrow.'
      using errcode = 'P0001', hint = 'too_many_reports';
  end if;
  return new;
end
$$;

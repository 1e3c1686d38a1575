-- Trigger: at most 5 contact messages an hour per e-mail address and per client address (API
-- callers only); records the client address the gateway passed.
create or replace function public.contact_messages_limit_rate()
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
    select count(*) from public.contact_messages c
    where lower(c.email) = lower(new.email) and c.created_at > now() - interval '1 hour'
  ) >= 5 or (
    new.client_address <> '' and (
      select count(*) from public.contact_messages c
      where c.client_address = new.client_address and c.created_at > now() - interval '1 hour'
    ) >= 5
  ) then
    raise exception 'Too many contact messages: at most 5 per hour. Please try again later.'
      using errcode = 'PT429', hint = 'contact_rate_limit';
  end if;
  return new;
end;
$$;

-- Statement trigger: an API caller sends one contact message per request.
create or replace function public.contact_messages_one_per_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_api_caller() and (select count(*) from inserted) > 1 then
    raise exception 'Send one contact message per request.'
      using errcode = 'P0001', hint = 'contact_one_per_request';
  end if;
  return null;
end;
$$;

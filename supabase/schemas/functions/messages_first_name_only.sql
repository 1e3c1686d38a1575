-- Trigger: a request carries the customer's first name only (from their users row, else from what
-- the request says).
create or replace function public.messages_first_name_only()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  first text;
begin
  select nullif(btrim(u.first_name), '') into first from public.users u where u.uuid = new."from";
  new.username := coalesce(public.request_first_name(first), public.request_first_name(new.username));
  return new;
end
$$;

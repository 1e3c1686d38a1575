-- Trigger: a request's distance_km is set when the request is sent and whenever it is sent
-- again (request_distance_km(); a help-now copy from the help-now request's position,
-- help_now_distance_km()); nobody writes it through the API.
create or replace function public.messages_store_distance()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.help_now_id is not null then
    new.distance_km := public.help_now_distance_km(new.help_now_id, new."to");
  elsif tg_op = 'INSERT' or (new.status = 'pending' and new.requested_at is distinct from old.requested_at) then
    new.distance_km := public.request_distance_km(new."from", new."to");
  else
    new.distance_km := old.distance_km;
  end if;
  return new;
end
$$;

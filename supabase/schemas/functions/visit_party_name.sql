-- The first name a party of a request goes by in the other party's notifications.
create or replace function public.visit_party_name(p_request public.messages, p_party uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_party = p_request."to" then coalesce(
      (select nullif(public.request_first_name(sp.first_name), '') from public."service-providers" sp
       where sp.uuid = p_request."to"),
      nullif(public.request_first_name(p_request.spname), ''))
    else coalesce(
      (select nullif(public.request_first_name(u.first_name), '') from public.users u where u.uuid = p_request."from"),
      nullif(public.request_first_name(p_request.username), ''))
  end
$$;

-- Trigger: a new request (or one sent again) notifies the provider, one unread notice per request;
-- accepted, declined and expired requests notify the customer (a help-now request's customer
-- watches its copies on the page instead of a notice for each expired one). First names only.
create or replace function public.notify_request_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider_name text;
  customer_name text := nullif(public.request_first_name(new.username), '');
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select coalesce(nullif(public.request_first_name(sp.first_name), ''), nullif(public.request_first_name(new.spname), ''))
    into provider_name
  from public."service-providers" sp where sp.uuid = new."to";

  if new.status = 'pending' then
    -- One "new request" notice per request: sending it again brings that notice back, unread
    -- and at the top, instead of adding another.
    update public.notifications n
    set read_at = null,
        created_at = now(),
        params = jsonb_strip_nulls(jsonb_build_object(
          'name', customer_name, 'expires_at', new.requested_at + public.request_ttl()))
    where n.recipient = new."to"
      and n.kind = 'new_request'
      and n.message_id = new.message_id;
    if found then
      return null;
    end if;
    perform public.notify(new."to", 'new_request', new.message_id,
      jsonb_build_object('name', customer_name, 'expires_at', new.requested_at + public.request_ttl()), '/requests');
  elsif new.status = 'accepted' then
    perform public.notify(new."from", 'request_accepted', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  elsif new.status = 'declined' then
    perform public.notify(new."from", 'request_declined', new.message_id,
      jsonb_build_object('name', provider_name, 'reason', new.decline_reason), '/messages');
  elsif new.status = 'expired' and new.help_now_id is null then
    perform public.notify(new."from", 'request_expired', new.message_id,
      jsonb_build_object('name', provider_name), '/messages');
  end if;
  return null;
end
$$;

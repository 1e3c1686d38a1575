-- Webhook: every new notification, and every one issued again (its created_at moved: a request
-- sent again), that has somewhere to go (private.notification_deliverable) is posted to the notify
-- function, as a Supabase database webhook posts it, after the transaction commits. Nothing is
-- sent until private.settings says where to and with which secret.
create or replace function private.notifications_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target private.settings%rowtype;
begin
  select * into target from private.settings s where s.id;
  if not found or target.functions_url is null or target.webhook_secret is null then
    return null;
  end if;
  if not private.notification_deliverable(new.id, new.recipient, new.kind) then
    return null;
  end if;
  perform net.http_post(
    url := rtrim(target.functions_url, '/') || '/notify',
    body := jsonb_build_object(
      'type', tg_op, 'table', tg_table_name, 'schema', tg_table_schema, 'record', to_jsonb(new),
      'old_record', case when tg_op = 'UPDATE' then to_jsonb(old) end),
    headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', target.webhook_secret),
    timeout_milliseconds := 5000
  );
  return null;
end
$$;

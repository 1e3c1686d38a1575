-- For the notify function (service role only): one notification with its recipient's language,
-- e-mail, preferences, verified phone and push subscriptions.
create or replace function public.notification_delivery_plan(p_notification_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'notification', jsonb_build_object(
      'id', n.id, 'kind', n.kind, 'message_id', n.message_id, 'params', n.params, 'link', n.link,
      'created_at', n.created_at, 'read_at', n.read_at),
    'recipient', n.recipient,
    'email', u.email,
    'locale', u.raw_user_meta_data ->> 'locale',
    'preferences', (
      select jsonb_build_object(
        'channels', p.channels, 'quiet_from', p.quiet_from, 'quiet_until', p.quiet_until,
        'quiet_allows_requests', p.quiet_allows_requests, 'time_zone', p.time_zone)
      from public.notification_preferences p where p.user_id = n.recipient),
    'phone', (
      select c.phone from public.contact_phones c
      where c.user_id = n.recipient and c.verified_at is not null),
    'subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
        order by s.id)
      from public.push_subscriptions s where s.user_id = n.recipient), '[]'::jsonb)
  )
  from public.notifications n
  left join auth.users u on u.id = n.recipient
  where n.id = p_notification_id
$$;

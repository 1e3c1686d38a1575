-- Whether the notify function has anything to do for a notification: one of the channels its
-- recipient chose for its kind has somewhere to go (a push subscription, a verified phone, an
-- e-mail address), or an earlier issue of it still holds or retries deliveries, which a new issue
-- skips. The webhook is not called otherwise: most chat messages go to people without push.
create or replace function private.notification_deliverable(p_notification_id bigint, p_recipient uuid, p_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from unnest(private.notification_channels_chosen(
      (select p.channels from public.notification_preferences p where p.user_id = p_recipient), p_kind)) c (channel)
    where (c.channel = 'push' and exists (select 1 from public.push_subscriptions s where s.user_id = p_recipient))
      or (c.channel in ('sms', 'whatsapp') and exists (
        select 1 from public.contact_phones ph where ph.user_id = p_recipient and ph.verified_at is not null))
      or (c.channel = 'email' and exists (select 1 from auth.users u where u.id = p_recipient and u.email is not null))
  ) or exists (
    select 1 from public.notification_deliveries d
    where d.notification_id = p_notification_id and d.status in ('failed', 'held')
  )
$$;

-- Everything Mistri holds about the caller, as one JSON document (the "Your data" download).
-- Only the caller's own rows, and of the rows they share with someone (connections, chats, jobs,
-- reviews of them) only what the caller already sees in the app: the other side's first name,
-- never their e-mail, phone, position or account id (so not the paths of their photos, which
-- hold it). The caller's own files are listed by bucket and path.
create or replace function public.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  mine bigint[];
begin
  if me is null then
    raise exception 'Sign in to download your data' using errcode = '42501';
  end if;
  select coalesce(array_agg(m.message_id), '{}') into mine
  from public.messages m where me in (m."from", m."to");

  return jsonb_build_object(
    'format', 'mistri-export-1',
    'exported_at', now(),
    'account', (
      select jsonb_build_object(
        'id', u.id, 'email', u.email, 'phone', nullif(u.phone, ''), 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at, 'email_confirmed_at', u.email_confirmed_at,
        'metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb))
      from auth.users u where u.id = me),
    'customer_profile', (select to_jsonb(u) from public.users u where u.uuid = me),
    'provider_profile', (
      select to_jsonb(sp) || jsonb_build_object('private', to_jsonb(pp) - 'uuid')
      from public."service-providers" sp
      left join public.provider_private pp on pp.uuid = sp.uuid
      where sp.uuid = me),
    'connections', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.message_id,
        'my_role', case when m."from" = me then 'customer' else 'provider' end,
        'other_party', case when m."from" = me
          then coalesce(nullif(m.spname, ''), 'Former provider')
          else coalesce(nullif(m.username, ''), 'Former customer') end,
        'status', public.request_status(m.status, m.requested_at),
        'created_at', m.created_at, 'requested_at', m.requested_at, 'answered_at', m.answered_at,
        'decline_reason', m.decline_reason, 'description', m.description,
        'photos', case when m."from" = me then to_jsonb(m.photos) else '[]'::jsonb end,
        'wanted', m.wanted, 'wanted_date', m.wanted_date, 'wanted_slot', m.wanted_slot,
        'distance_km', m.distance_km,
        'visit', case when m.visit_date is null then null else jsonb_build_object(
          'date', m.visit_date, 'slot', m.visit_slot, 'at', m.visit_at,
          'proposed_by_me', m.visit_by = me, 'agreed_at', m.visit_agreed_at) end,
        'job', (
          select jsonb_build_object(
            'state', j.state, 'marked_at', j.marked_at, 'done_at', j.done_at,
            'disputed_at', j.disputed_at, 'cancelled_at', j.cancelled_at,
            'cancelled_by_me', j.cancelled_by = me, 'cancel_reason', j.cancel_reason,
            'cancel_note', j.cancel_note)
          from public.job_progress j where j.message_id = m.message_id),
        'messages', coalesce((
          select jsonb_agg(jsonb_build_object(
            'id', c.id, 'from_me', c.sender is not distinct from me, 'body', c.body,
            'photos', case when c.sender = me then to_jsonb(c.photos) else '[]'::jsonb end,
            'photo_count', cardinality(c.photos),
            'created_at', c.created_at, 'read_at', c.read_at) order by c.id)
          from public.chat_messages c where c.message_id = m.message_id), '[]'::jsonb))
        order by m.message_id)
      from public.messages m where m.message_id = any (mine)), '[]'::jsonb),
    'reviews_written', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'connection', r.message_id, 'rating', r.rating, 'body', r.body, 'reply', r.reply,
        'created_at', r.created_at, 'updated_at', r.updated_at, 'replied_at', r.replied_at,
        'hidden_at', r.hidden_at) order by r.id)
      from public.reviews r where r.customer = me), '[]'::jsonb),
    'reviews_received', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', r.id, 'connection', r.message_id, 'rating', r.rating, 'body', r.body,
        'my_reply', r.reply, 'created_at', r.created_at, 'replied_at', r.replied_at,
        'hidden_at', r.hidden_at) order by r.id)
      from public.reviews r where r.provider = me), '[]'::jsonb),
    'help_now_requests', coalesce((
      select jsonb_agg(to_jsonb(h) - 'customer' - 'winner' order by h.id)
      from public.help_now h where h.customer = me), '[]'::jsonb),
    'notifications', coalesce((
      select jsonb_agg(to_jsonb(n) - 'recipient' order by n.id)
      from public.notifications n where n.recipient = me), '[]'::jsonb),
    'notification_preferences', (
      select to_jsonb(p) - 'user_id' from public.notification_preferences p where p.user_id = me),
    'contact_phone', (select to_jsonb(p) - 'user_id' from public.contact_phones p where p.user_id = me),
    'push_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'endpoint', s.endpoint, 'user_agent', s.user_agent, 'created_at', s.created_at) order by s.id)
      from public.push_subscriptions s where s.user_id = me), '[]'::jsonb),
    'reports_filed', coalesce((
      select jsonb_agg(to_jsonb(r) - 'reporter' order by r.id)
      from public.reports r where r.reporter = me), '[]'::jsonb),
    'problems_reported', coalesce((
      select jsonb_agg(to_jsonb(pr) - 'reporter' order by pr.id)
      from public.problem_reports pr where pr.reporter = me), '[]'::jsonb),
    'id_checks', coalesce((
      select jsonb_agg(to_jsonb(v) - 'provider' - 'decided_by' order by v.id)
      from public.provider_verifications v where v.provider = me), '[]'::jsonb),
    'blocks', coalesce((
      select jsonb_agg(jsonb_build_object(
        'connection', (
          select min(m.message_id) from public.messages m
          where m.message_id = any (mine) and b.blocked in (m."from", m."to")),
        'created_at', b.created_at) order by b.created_at)
      from public.blocks b where b.blocker = me), '[]'::jsonb),
    'files', coalesce((
      select jsonb_agg(jsonb_build_object('bucket', f.bucket, 'path', f.name))
      from public.account_storage_objects(me) f), '[]'::jsonb)
  );
end
$$;

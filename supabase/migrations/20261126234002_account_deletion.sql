-- Written by `npm run db:diff -- account_deletion` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function public.account_storage_objects(uuid)
--   changed function public.connection_summaries()
--   added function public.delete_account_data(uuid)
--   added function public.export_my_data()

-- The stored files that are a person's own: their profile picture, the photos of their requests
-- and help-now requests, the photos they sent in chats, and anything else they uploaded.
create or replace function public.account_storage_objects(p_user uuid)
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.owner = p_user
     or o.owner_id = p_user::text
     or (o.bucket_id = 'profile_pic'
         and o.name in ('users/' || p_user::text || '.jpg', 'service-providers/' || p_user::text || '.jpg'))
     or (o.bucket_id = 'request_photos' and o.name like 'requests/' || p_user::text || '/%')
     or (o.bucket_id = 'chat_photos' and public.chat_photo_sender(o.name) = p_user)
  order by o.bucket_id, o.name
$$;

-- Every connection (pending or accepted) the caller is a party of, for conversations() and
-- conversation(). The counterpart's phone is a provider's phone only as provider_phone() allows it.
-- A counterpart who deleted their account has no id and goes by "Former customer" / "Former provider".
create or replace function public.connection_summaries()
returns table (
  message_id bigint,
  customer_id uuid,
  provider_id uuid,
  is_chat boolean,
  connected_at timestamptz,
  counterpart_id uuid,
  counterpart_name text,
  counterpart_picture text,
  counterpart_job text,
  counterpart_phone text,
  message_count integer,
  last_id bigint,
  last_body text,
  last_sender uuid,
  last_created_at timestamptz,
  unread_count integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    m.message_id,
    m."from",
    m."to",
    m.is_chat,
    m.created_at,
    case when m."to" = me.id then m."from" else m."to" end,
    case
      when m."to" = me.id and m."from" is null then 'Former customer'
      when m."to" is null then 'Former provider'
      when m."to" = me.id then coalesce(
        nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
        nullif(btrim(u.name), ''),
        nullif(btrim(m.username), ''),
        'Customer'
      )
      else coalesce(
        nullif(btrim(concat_ws(' ', sp.first_name, sp.last_name)), ''),
        nullif(btrim(m.spname), ''),
        'Service provider'
      )
    end,
    case
      when m."to" = me.id then coalesce(nullif(u."profilePicUrl", ''), nullif(u.profile_link, ''), m.user_profile)
      else coalesce(nullif(sp."profilePicUrl", ''), m.sp_profile)
    end,
    case when m."to" = me.id then null else sp.job end,
    case when m."to" = me.id then coalesce(u.phonenumber, '') else coalesce(public.provider_phone(m."to"), '') end,
    coalesce(stats.message_count, 0),
    last_message.id,
    coalesce(last_message.body, ''),
    last_message.sender,
    last_message.created_at,
    coalesce(stats.unread_count, 0)
  from (select (select auth.uid()) as id) me
  join public.messages m on me.id in (m."from", m."to")
  left join public.users u on u.uuid = m."from"
  left join public."service-providers" sp on sp.uuid = m."to"
  left join lateral (
    select c.id, c.body, c.sender, c.created_at
    from public.chat_messages c
    where c.message_id = m.message_id
    order by c.created_at desc, c.id desc
    limit 1
  ) last_message on true
  left join lateral (
    select
      count(*)::integer as message_count,
      (count(*) filter (where c.read_at is null and c.sender is distinct from me.id))::integer as unread_count
    from public.chat_messages c
    where c.message_id = m.message_id
  ) stats on true
$$;

-- Erases a person's data in one transaction before their auth user is deleted (the delete-account
-- Edge Function calls it with the service role once it has checked the password or code). What
-- the other side keeps loses the person's id and personal fields: the connection (name, picture
-- and request photos cleared; "Former customer" / "Former provider" is shown instead), the chat
-- (their messages stay as text; a message that was only photos goes with the photos), the job's
-- progress and their reviews (shown as "Mistri customer"). The other side's notices lose the
-- person's name. Everything that is only theirs is deleted. Answers the storage objects the
-- function must remove next (account_storage_objects(), read before the rows go).
create or replace function public.delete_account_data(p_user uuid)
returns table (bucket text, name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account_email text;
  file_buckets text[];
  file_names text[];
begin
  if p_user is null then
    raise exception 'An account id is needed' using errcode = '22023';
  end if;
  select lower(u.email) into account_email from auth.users u where u.id = p_user;

  select coalesce(array_agg(f.bucket), '{}'), coalesce(array_agg(f.name), '{}')
    into file_buckets, file_names
  from public.account_storage_objects(p_user) f;

  update public.notifications n
  set params = n.params - 'name'
  where n.recipient <> p_user
    and n.params ? 'name'
    and n.message_id in (select m.message_id from public.messages m where p_user in (m."from", m."to"));

  delete from public.chat_messages c
  where c.sender = p_user and btrim(c.body) = '' and cardinality(c.photos) > 0;
  update public.chat_messages c set sender = null, photos = '{}' where c.sender = p_user;

  update public.messages m
  set "from" = null, username = '', user_profile = '', photos = '{}'
  where m."from" = p_user;
  update public.messages m
  set "to" = null, spname = '', sp_profile = ''
  where m."to" = p_user;

  update public.job_progress j set customer = null where j.customer = p_user;
  update public.job_progress j set provider = null where j.provider = p_user;
  update public.reviews r set customer = null where r.customer = p_user;

  delete from public.notifications n where n.recipient = p_user;
  delete from public.push_subscriptions s where s.user_id = p_user;
  delete from public.notification_preferences p where p.user_id = p_user;
  delete from public.contact_phones p where p.user_id = p_user;
  delete from private.phone_codes p where p.user_id = p_user;
  delete from public.help_now h where h.customer = p_user;
  delete from public.reports r where r.reporter = p_user;
  delete from public.blocks b where p_user in (b.blocker, b.blocked);
  if account_email is not null then
    delete from public.contact_messages c where lower(c.email) = account_email;
  end if;
  delete from public."service-providers" sp where sp.uuid = p_user;
  delete from public.users u where u.uuid = p_user;

  return query select f.bucket, f.name from unnest(file_buckets, file_names) as f (bucket, name);
end
$$;

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

revoke all on function public.account_storage_objects(uuid) from public, anon, authenticated;
grant execute on function public.account_storage_objects(uuid) to service_role;
revoke all on function public.delete_account_data(uuid) from public, anon, authenticated;
grant execute on function public.delete_account_data(uuid) to service_role;
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated, service_role;

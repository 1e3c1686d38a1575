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

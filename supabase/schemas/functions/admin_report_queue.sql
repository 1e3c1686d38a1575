-- Open reports grouped by what they report, most reported first: how many, the reasons, the
-- reporters' details, and the target's text (review body, chat message, provider or customer
-- name) so an admin can decide without opening anything else. Admins at aal2 only.
create or replace function public.admin_report_queue()
returns table (
  target_type text,
  target_id text,
  reports integer,
  reasons text[],
  details text[],
  first_reported_at timestamptz,
  last_reported_at timestamptz,
  target_name text,
  target_text text,
  review_hidden boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  with open_reports as (
    select r.target_type, r.target_id, count(*)::integer as n,
           array_agg(distinct r.reason order by r.reason) as reasons,
           array_remove(array_agg(nullif(r.details, '') order by r.created_at), null) as details,
           min(r.created_at) as first_at, max(r.created_at) as last_at
    from public.reports r
    where r.status = 'open'
    group by r.target_type, r.target_id
  )
  select o.target_type, o.target_id, o.n, o.reasons, o.details, o.first_at, o.last_at,
         case o.target_type
           when 'provider' then (
             select btrim(concat_ws(' ', sp.first_name, sp.last_name)) from public."service-providers" sp
             where sp.uuid::text = o.target_id)
           when 'customer' then (
             select btrim(concat_ws(' ', u.first_name, u.last_name)) from public.users u
             where u.uuid::text = o.target_id)
           when 'review' then (
             select btrim(concat_ws(' ', u.first_name, u.last_name)) from public.reviews v
             left join public.users u on u.uuid = v.customer
             where v.id::text = o.target_id)
           when 'message' then (
             select coalesce(btrim(concat_ws(' ', u.first_name, u.last_name)),
                             btrim(concat_ws(' ', sp.first_name, sp.last_name)))
             from public.chat_messages c
             left join public.users u on u.uuid = c.sender
             left join public."service-providers" sp on sp.uuid = c.sender
             where c.id::text = o.target_id)
         end,
         case o.target_type
           when 'review' then (select v.body from public.reviews v where v.id::text = o.target_id)
           when 'message' then (select c.body from public.chat_messages c where c.id::text = o.target_id)
           when 'provider' then (
             select concat_ws(' · ', sp.job, nullif(sp.location, ''), sp.email) from public."service-providers" sp
             where sp.uuid::text = o.target_id)
           when 'customer' then (
             select concat_ws(' · ', nullif(u.location, ''), u.email) from public.users u
             where u.uuid::text = o.target_id)
         end,
         case when o.target_type = 'review' then (
           select v.hidden_at is not null from public.reviews v where v.id::text = o.target_id)
         end
  from open_reports o
  order by o.n desc, o.last_at desc, o.target_type, o.target_id
  limit 200;
end
$$;

-- Hidden reviews, most recently hidden first, `max` at a time before review `before_id`: the text,
-- the rating, who wrote it about whom, why it is hidden and its open reports. Admins at aal2 only.
create or replace function public.admin_hidden_reviews(before_id bigint default null, max integer default 20)
returns table (
  id bigint,
  rating smallint,
  body text,
  provider uuid,
  provider_name text,
  reviewer_name text,
  created_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  open_reports integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select v.id, v.rating, v.body, v.provider,
         btrim(concat_ws(' ', sp.first_name, sp.last_name)),
         btrim(concat_ws(' ', u.first_name, u.last_name)),
         v.created_at, v.hidden_at, v.hidden_reason,
         (select count(*)::integer from public.reports r
          where r.target_type = 'review' and r.target_id = v.id::text and r.status = 'open')
  from public.reviews v
  left join public."service-providers" sp on sp.uuid = v.provider
  left join public.users u on u.uuid = v.customer
  where v.hidden_at is not null
    and (admin_hidden_reviews.before_id is null or v.id < admin_hidden_reviews.before_id)
  order by v.id desc
  limit least(greatest(coalesce(admin_hidden_reviews.max, 20), 1), 100);
end
$$;

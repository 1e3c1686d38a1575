-- A provider's visible reviews, newest first, `max` at a time before review `before_id`. The reviewer is
-- shown as first name and last initial only; no e-mail, phone or account id leaves this function.
create or replace function public.provider_reviews(
  provider uuid,
  before_id bigint default null,
  max integer default 10
)
returns table (
  id bigint,
  reviewer_name text,
  rating smallint,
  body text,
  reply text,
  created_at timestamptz,
  updated_at timestamptz,
  replied_at timestamptz,
  verified boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.id,
    coalesce(
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), public.name_initial(u.last_name) || '.')), ''),
      'Mistri customer'
    ),
    r.rating,
    r.body,
    r.reply,
    r.created_at,
    r.updated_at,
    r.replied_at,
    true
  from public.reviews r
  left join public.users u on u.uuid = r.customer
  where r.provider = provider_reviews.provider
    and r.hidden_at is null
    and (provider_reviews.before_id is null or r.id < provider_reviews.before_id)
  order by r.id desc
  limit least(greatest(coalesce(provider_reviews.max, 10), 1), 50)
$$;

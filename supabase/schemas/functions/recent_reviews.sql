-- The newest 4- and 5-star reviews with text, one per provider, for the landing page; the
-- reviewer as first name and initial, no account or connection id.
create or replace function public.recent_reviews(max integer default 3)
returns table (
  id bigint,
  reviewer_name text,
  rating smallint,
  body text,
  created_at timestamptz,
  provider uuid,
  provider_name text,
  job text,
  locality text
)
language sql
stable
security definer
set search_path = ''
as $$
  with newest as (
    -- Enough of the newest to find a few different providers, read from the partial index.
    select r.id, r.customer, r.rating, r.body, r.created_at, r.provider
    from public.reviews r
    where r.rating >= 4 and char_length(btrim(r.body)) >= 20 and r.hidden_at is null
    order by r.created_at desc
    limit 200
  ),
  one_each as (
    select distinct on (n.provider) n.*
    from newest n
    order by n.provider, n.created_at desc
  )
  select
    o.id,
    coalesce(
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), public.name_initial(u.last_name) || '.')), ''),
      'Mistri customer'
    ),
    o.rating,
    o.body,
    o.created_at,
    o.provider,
    btrim(concat_ws(' ', sp.first_name, sp.last_name)),
    sp.job,
    nullif(btrim(sp.location), '')
  from one_each o
  join public."service-providers" sp on sp.uuid = o.provider and sp.suspended_at is null
  left join public.users u on u.uuid = o.customer
  order by o.created_at desc
  limit least(greatest(coalesce(recent_reviews.max, 3), 1), 12)
$$;

-- FUNCTIONS: reading reviews, rating summaries and the "Top rated" score.

-- A provider's reviews, newest first, `max` at a time before review `before_id`. The reviewer is
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
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), left(nullif(btrim(u.last_name), ''), 1) || '.')), ''),
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
    and (provider_reviews.before_id is null or r.id < provider_reviews.before_id)
  order by r.id desc
  limit least(greatest(coalesce(provider_reviews.max, 10), 1), 50)
$$;

comment on function public.provider_reviews(uuid, bigint, integer) is
  'A provider''s reviews, newest first, with the reviewer''s first name and last initial.';

-- Count, average and the number of reviews with each star.
create or replace function public.provider_rating_summary(provider uuid)
returns table (
  rating_count integer,
  rating_avg numeric,
  stars_1 integer,
  stars_2 integer,
  stars_3 integer,
  stars_4 integer,
  stars_5 integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*)::integer,
    round(avg(r.rating), 2),
    (count(*) filter (where r.rating = 1))::integer,
    (count(*) filter (where r.rating = 2))::integer,
    (count(*) filter (where r.rating = 3))::integer,
    (count(*) filter (where r.rating = 4))::integer,
    (count(*) filter (where r.rating = 5))::integer
  from public.reviews r
  where r.provider = provider_rating_summary.provider
$$;

comment on function public.provider_rating_summary(uuid) is
  'A provider''s review count, average rating and the count of each star.';

-- The site-wide mean rating of every review (null before the first review).
create or replace function public.rating_prior_mean()
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select case when t.review_count > 0 then t.rating_sum::numeric / t.review_count end
  from public.review_totals t
$$;

-- Bayesian average: (C * m + n * avg) / (C + n), as if every provider also had C = 5 reviews at
-- the site-wide mean m. Few reviews stay near m, many reviews approach the provider's own average,
-- so one 5-star review does not outrank forty 4.8s. No reviews: null (sorted last).
create or replace function public.rating_score(rating_count integer, rating_avg numeric, prior_mean numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when coalesce(rating_count, 0) = 0 or rating_avg is null then null
    else round((5 * coalesce(prior_mean, rating_avg) + rating_count * rating_avg) / (5 + rating_count), 4)
  end
$$;

-- The directory: every provider with its rating and its "Top rated" score, by name.
create or replace function public.provider_directory()
returns table (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  phonenumber text,
  job text,
  location text,
  "profilePicUrl" text,
  rating_count integer,
  rating_avg numeric,
  rating_score numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp."profilePicUrl", sp.rating_count, sp.rating_avg,
         public.rating_score(sp.rating_count, sp.rating_avg, prior.m)
  from public."service-providers" sp
  cross join (select public.rating_prior_mean() as m) prior
  order by sp.first_name, sp.last_name, sp.uuid
$$;

comment on function public.provider_directory() is
  'Every provider with rating count, average and Bayesian "Top rated" score, by name.';

-- nearby_providers also returns the rating columns and the score.
alter type public.nearby_provider
  add attribute rating_count integer,
  add attribute rating_avg numeric,
  add attribute rating_score numeric;

create or replace function public.nearby_providers(
  lat double precision,
  lon double precision,
  radius_km double precision default 10,
  job text default null
)
returns setof public.nearby_provider
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  earth_radius_km constant double precision := 6371;
  box_radius_m double precision;
  prior_mean numeric := public.rating_prior_mean();
begin
  if lat is null or lon is null or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if radius_km is null or radius_km = 'NaN'::double precision or radius_km <= 0 then
    raise exception 'Invalid radius: radius_km must be greater than 0'
      using errcode = '22023', hint = 'Pass a radius in kilometres, for example 10.';
  end if;
  if job is not null and job not in ('Electrician', 'Plumber') then
    raise exception 'Invalid job: job must be Electrician or Plumber'
      using errcode = '22023';
  end if;

  box_radius_m := least(radius_km, earth_radius_km * pi()) * 1000 * (6378.168 / earth_radius_km) * 1.001;

  return query
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, d.km,
         sp.rating_count, sp.rating_avg, public.rating_score(sp.rating_count, sp.rating_avg, prior_mean)
  from public."service-providers" sp
  cross join lateral (
    select 2 * earth_radius_km * asin(least(1, sqrt(
      power(sin(radians(sp.latitude - lat) / 2), 2)
      + cos(radians(lat)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - lon) / 2), 2)
    ))) as km
  ) d
  where sp.latitude is not null
    and sp.longitude is not null
    and extensions.earth_box(extensions.ll_to_earth(lat, lon), box_radius_m)
        operator(extensions.@>) extensions.ll_to_earth(sp.latitude, sp.longitude)
    and (nearby_providers.job is null or sp.job = nearby_providers.job)
    and d.km <= radius_km
  order by d.km, sp.uuid;
end
$$;

-- GRANTS: public reads.
revoke execute on function public.rating_prior_mean() from public;
grant execute on function public.provider_reviews(uuid, bigint, integer) to anon, authenticated, service_role;
grant execute on function public.provider_rating_summary(uuid) to anon, authenticated, service_role;
grant execute on function public.rating_prior_mean() to anon, authenticated, service_role;
grant execute on function public.rating_score(integer, numeric, numeric) to anon, authenticated, service_role;
grant execute on function public.provider_directory() to anon, authenticated, service_role;

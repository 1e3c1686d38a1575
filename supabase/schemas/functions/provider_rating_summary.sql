-- Count, average and the number of reviews with each star. Like the stored rating, it counts a
-- review hidden by reports until an admin decides: three accounts must not move a score.
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
security definer
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

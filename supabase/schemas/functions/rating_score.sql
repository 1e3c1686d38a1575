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

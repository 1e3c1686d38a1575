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

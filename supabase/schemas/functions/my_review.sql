-- The caller's own review of one of their connections (no row when there is none).
create or replace function public.my_review(request_id bigint)
returns table (id bigint, rating smallint, body text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.rating, r.body, r.created_at, r.updated_at
  from public.reviews r
  where r.message_id = my_review.request_id and r.customer = (select auth.uid())
$$;

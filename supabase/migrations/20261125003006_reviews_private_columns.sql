-- REVIEWS WITHOUT ACCOUNT OR CONNECTION IDS: the API may read a review's text, rating, dates,
-- reply and provider, never its author's account id (customer) or its connection (message_id),
-- which would tie a requester to their review history. Everyone reads reviews through
-- provider_reviews(); the author reads their own through my_review().
revoke select on table public.reviews from anon, authenticated;
grant select (id, provider, rating, body, reply, created_at, updated_at, replied_at)
  on table public.reviews to anon, authenticated;

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

comment on function public.my_review(bigint) is
  'The calling customer''s review of one of their connections, if they wrote one.';

revoke execute on function public.my_review(bigint) from public, anon;
grant execute on function public.my_review(bigint) to authenticated, service_role;

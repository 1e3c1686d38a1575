-- Trigger: recounts the provider's reviews after every change. The provider row is locked first,
-- so concurrent reviews of one provider recount one after another, each seeing the ones before
-- (every statement of a volatile function takes a new snapshot under READ COMMITTED). NO KEY
-- UPDATE, because each insert already holds the KEY SHARE lock of its foreign key on that row:
-- FOR UPDATE would conflict with the other inserts' KEY SHARE locks and deadlock.
create or replace function public.reviews_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.provider else new.provider end;
begin
  perform 1 from public."service-providers" where uuid = target for no key update;
  update public."service-providers" sp
  set rating_count = s.n, rating_avg = s.a
  from (select count(*)::integer as n, round(avg(r.rating), 2) as a from public.reviews r where r.provider = target) s
  where sp.uuid = target;
  update public.review_totals
  set review_count = review_count + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end,
      rating_sum = rating_sum
        + case when tg_op = 'DELETE' then 0 else new.rating end
        - case when tg_op = 'INSERT' then 0 else old.rating end;
  return null;
end
$$;

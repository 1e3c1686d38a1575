-- Trigger: a review with open reports from 3 different people is hidden until an admin decides.
create or replace function public.reports_hide_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.target_type = 'review' and new.status = 'open' and (
    select count(distinct r.reporter) from public.reports r
    where r.target_type = 'review' and r.target_id = new.target_id and r.status = 'open'
  ) >= 3 then
    update public.reviews
    set hidden_at = now(), hidden_reason = 'reports'
    where id = new.target_id::bigint and hidden_at is null;
  end if;
  return null;
end
$$;

-- Per provider, the median time from request to answer (accept or decline) over the last 90
-- days; null until there are at least 3 answers.
create or replace function public.provider_response_times(provider_ids uuid[])
returns table (provider_id uuid, answers integer, median_seconds double precision)
language sql
stable
security definer
set search_path = ''
as $$
  select
    m."to",
    count(*)::integer,
    case when count(*) >= 3 then
      percentile_cont(0.5) within group (order by extract(epoch from m.answered_at - m.requested_at))
    end
  from public.messages m
  where m."to" = any (provider_ids)
    and m.status in ('accepted', 'declined')
    and m.answered_at is not null
    and m.answered_at >= now() - interval '90 days'
  group by m."to"
$$;

-- Keeps provider_response_stats up to date: a request answered, un-answered or deleted recomputes
-- its provider's median with provider_response_times().
create or replace function public.provider_response_stats_refresh()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  provider uuid := case when tg_op = 'DELETE' then old."to" else new."to" end;
begin
  if not exists (select 1 from public."service-providers" sp where sp.uuid = provider) then
    return null;
  end if;
  insert into public.provider_response_stats as s (provider_id, median_seconds, newest_answer_at)
  select provider, t.median_seconds, (
      select max(m.answered_at) from public.messages m
      where m."to" = provider and m.status in ('accepted', 'declined') and m.answered_at is not null)
  from (select null) one
  left join public.provider_response_times(array[provider]) t on true
  on conflict (provider_id) do update
    set median_seconds = excluded.median_seconds, newest_answer_at = excluded.newest_answer_at;
  return null;
end
$$;

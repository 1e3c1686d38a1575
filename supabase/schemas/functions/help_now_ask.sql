-- Asks the next providers of a help-now request: up to 5 providers of its trade who are available
-- now within 5 km of its position and were not asked yet (nor have another request from this
-- customer), nearest first and, within the same whole kilometre, best rated first. Returns how
-- many were asked. Each copy is a pending request in public.messages, so it notifies the provider
-- and is accepted like any request.
create or replace function public.help_now_ask(help_now_id bigint)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g public.help_now;
  asked integer;
begin
  select * into g from public.help_now h where h.id = help_now_ask.help_now_id;
  with candidates as (
    select sp.uuid, sp.first_name, sp.last_name
    from public."service-providers" sp
    join public.provider_private p on p.uuid = sp.uuid
    cross join lateral (
      select 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(p.latitude - g.latitude) / 2), 2)
        + cos(radians(g.latitude)) * cos(radians(p.latitude))
          * power(sin(radians(p.longitude - g.longitude) / 2), 2)
      ))) as km
    ) d
    where sp.job = g.job
      and sp.availability = 'available'
      and sp.suspended_at is null
      and p.latitude is not null and p.longitude is not null
      and sp.uuid <> g.customer
      and d.km <= 5
      and not exists (select 1 from public.messages m where m."from" = g.customer and m."to" = sp.uuid)
    order by greatest(1, round(d.km)),
             public.rating_score(sp.rating_count, sp.rating_avg, public.rating_prior_mean()) desc nulls last,
             d.km, sp.uuid
    limit 5
  ),
  inserted as (
    insert into public.messages ("from", "to", username, spname, description, photos, help_now_id)
    select g.customer, c.uuid, '', btrim(concat_ws(' ', c.first_name, c.last_name)), g.description, g.photos, g.id
    from candidates c
    returning 1
  )
  select count(*)::integer into asked from inserted;
  return asked;
end
$$;

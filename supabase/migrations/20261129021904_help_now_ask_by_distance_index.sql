-- Written by `npm run db:diff -- help_now_ask_by_distance_index` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.help_now_ask(bigint)

-- Asks the next providers of a help-now request: up to 5 providers of its trade who are available
-- now within 5 km of its position and were not asked yet (nor have another request from this
-- customer), nearest first and, within the same whole kilometre, best rated first. Returns how
-- many were asked. Each copy is a pending request in public.messages, so it notifies the provider
-- and is accepted like any request.
-- The distance index (public positions) finds the candidates; the distance itself is to the exact
-- position in provider_private. A public position is the exact one rounded to 0.01°
-- (providers_split_private, save_my_place), at most 0.79 km from it, so the index's box is 1 km
-- wider than the 5 km asked for.
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
    where extensions.earth_box(extensions.ll_to_earth(g.latitude, g.longitude), (5 + 1) * 1000 * (6378.168 / 6371) * 1.001)
          operator(extensions.@>) extensions.ll_to_earth(sp.latitude, sp.longitude)
      and sp.latitude is not null and sp.longitude is not null
      and sp.job = g.job
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

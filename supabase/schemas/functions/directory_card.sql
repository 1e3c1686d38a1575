-- One provider as a directory card. A shared `?provider=<uuid>` link opens that provider's panel
-- even when the provider is not among the pages of the directory loaded so far; a suspended
-- provider has none.
create or replace function public.directory_card(
  provider uuid,
  lat double precision default null,
  lon double precision default null
)
returns setof public.directory_provider
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at,
         sp.rating_count, sp.rating_avg,
         public.rating_score(sp.rating_count, sp.rating_avg, public.rating_prior_mean()),
         sp.availability, rt.median_seconds,
         case when lat is null or lon is null or sp.latitude is null or sp.longitude is null then null
              else 2 * 6371 * asin(least(1, sqrt(power(sin(radians(sp.latitude - lat) / 2), 2)
                + cos(radians(lat)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - lon) / 2), 2))))
         end,
         null::real,
         null::text,
         sp.visiting_charge,
         sp.jobs_done,
         sp.phone_verified,
         sp.id_checked
  from public."service-providers" sp
  left join lateral public.provider_response_times(array[sp.uuid]) rt on true
  where sp.uuid = provider and sp.suspended_at is null
$$;

-- The directory: every provider with rating count, average, Bayesian "Top rated" score,
-- availability, median response time, visiting charge and done jobs, by name.
create or replace function public.provider_directory()
returns table (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  phonenumber text,
  job text,
  location text,
  "profilePicUrl" text,
  rating_count integer,
  rating_avg numeric,
  rating_score numeric,
  availability text,
  response_seconds double precision,
  visiting_charge integer,
  jobs_done integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp."profilePicUrl", sp.rating_count, sp.rating_avg,
         public.rating_score(sp.rating_count, sp.rating_avg, prior.m),
         sp.availability, rt.median_seconds, sp.visiting_charge, sp.jobs_done
  from public."service-providers" sp
  cross join (select public.rating_prior_mean() as m) prior
  left join public.provider_response_times(array(select s.uuid from public."service-providers" s)) rt
    on rt.provider_id = sp.uuid
  order by sp.first_name, sp.last_name, sp.uuid
$$;

-- Written by `npm run db:diff -- job_progress_functions` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function public.cancel_help_now()
--   added function public.cancel_job(bigint,text,text)
--   added function public.confirm_job_done(bigint)
--   changed function public.directory_card(uuid,double precision,double precision)
--   added function public.dispute_job_done(bigint)
--   changed function public.expire_overdue_requests()
--   added function public.job_connection(bigint)
--   added function public.job_done_hours()
--   added function public.job_marked_by_other(bigint,uuid)
--   added function public.job_progress_after_change()
--   added function public.job_state(text,timestamp with time zone)
--   added function public.mark_job_done(bigint)
--   changed function public.nearby_providers(double precision,double precision,double precision,text)
--   changed function public.notification_channels_valid(jsonb)
--   added function public.party_first_name(uuid)
--   changed function public.provider_directory()
--   changed function public.provider_stats()
--   added function public.providers_keep_jobs_done()
--   changed function public.search_providers(text,text,text,text,integer,double precision,double precision,boolean,numeric,integer)
--   added function public.settle_done_jobs()

-- The customer withdraws their help-now request while it is still in flight: it ends as
-- cancelled and every copy still open is cancelled, so its providers see it withdrawn and the
-- customer may ask again. Refused once a provider accepted (cancel that job with cancel_job).
-- The copies are locked before the request, in the order an accept locks them, so a concurrent
-- accept either wins first or finds the request cancelled. Returns how many copies it withdrew.
create or replace function public.cancel_help_now()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  g public.help_now;
  withdrawn integer;
begin
  if me is null then
    raise exception 'Sign in to withdraw a help-now request' using errcode = '42501';
  end if;
  select * into g from public.help_now h where h.customer = me and h.state = 'open';
  if not found then
    raise exception 'You have no help-now request in flight' using errcode = 'P0001', hint = 'help_now_not_in_flight';
  end if;
  perform 1 from public.messages m where m.help_now_id = g.id order by m.message_id for update;
  select * into g from public.help_now h where h.id = g.id for update;
  if g.state = 'accepted' then
    raise exception 'A provider already accepted this request: cancel the job in your chat instead'
      using errcode = 'P0001', hint = 'help_now_accepted';
  end if;
  if g.state <> 'open' then
    raise exception 'This help-now request already ended' using errcode = 'P0001', hint = 'help_now_not_in_flight';
  end if;
  update public.help_now h set state = 'cancelled', ended_at = now() where h.id = g.id;
  with cancelled as (
    update public.messages m set status = 'cancelled'
    where m.help_now_id = g.id and m.status = 'pending'
    returning 1
  )
  select count(*)::integer into withdrawn from cancelled;
  return withdrawn;
end
$$;

-- Either party cancels the job of an accepted connection that is not done: a reason from their
-- side's list and an optional note (needed for 'other'), both shown to the other side. The
-- connection and its chat stay; a cancelled job cannot be marked done.
create or replace function public.cancel_job(message_id bigint, reason text, note text default null)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(cancel_job.message_id);
  j public.job_progress;
  clean_note text := nullif(btrim(cancel_job.note), '');
  allowed text[] := case
    when me = m."from" then array['no_longer_needed', 'found_someone_else', 'price_not_agreed', 'no_show', 'other']
    else array['cannot_make_it', 'not_my_kind_of_work', 'price_not_agreed', 'no_show', 'other']
  end;
begin
  if cancel_job.reason is null or not (cancel_job.reason = any (allowed)) then
    raise exception 'Give a reason to cancel: one of %', array_to_string(allowed, ', ')
      using errcode = '22023', hint = 'cancel_reason_required';
  end if;
  if char_length(clean_note) > 300 then
    raise exception 'The note is too long: at most 300 characters' using errcode = '22023';
  end if;
  if cancel_job.reason = 'other' and clean_note is null then
    raise exception 'Say why in the note when the reason is other' using errcode = '22023',
      hint = 'cancel_note_required';
  end if;
  select * into j from public.job_progress p where p.message_id = m.message_id;
  if found then
    case public.job_state(j.state, j.marked_at)
      when 'done' then
        raise exception 'This job is done and can no longer be cancelled' using errcode = '22023';
      when 'cancelled' then
        raise exception 'This job is already cancelled' using errcode = '22023';
      else
        null;
    end case;
  end if;
  insert into public.job_progress as p (message_id, customer, provider, state, cancelled_by, cancelled_at, cancel_reason, cancel_note)
  values (m.message_id, m."from", m."to", 'cancelled', me, now(), cancel_job.reason, clean_note)
  on conflict on constraint job_progress_pkey do update
    set state = 'cancelled', cancelled_by = excluded.cancelled_by, cancelled_at = excluded.cancelled_at,
        cancel_reason = excluded.cancel_reason, cancel_note = excluded.cancel_note,
        disputed_at = null, updated_at = now()
  returning * into j;
  return j;
end
$$;

-- The other party confirms that the job marked done is done.
create or replace function public.confirm_job_done(message_id bigint)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(confirm_job_done.message_id);
  j public.job_progress;
begin
  j := public.job_marked_by_other(m.message_id, me);
  update public.job_progress p
  set state = 'done', confirmed_by = me, done_at = now(), updated_at = now()
  where p.message_id = m.message_id
  returning * into j;
  return j;
end
$$;

-- One provider as a directory card. A shared `?provider=<uuid>` link opens that provider's panel
-- even when the provider is not among the pages of the directory loaded so far.
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
         sp.jobs_done
  from public."service-providers" sp
  left join lateral public.provider_response_times(array[sp.uuid]) rt on true
  where sp.uuid = provider
$$;

-- The other party says the job marked done is not done; it stays open and may be marked again.
create or replace function public.dispute_job_done(message_id bigint)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(dispute_job_done.message_id);
  j public.job_progress;
begin
  j := public.job_marked_by_other(m.message_id, me);
  update public.job_progress p
  set state = 'disputed', disputed_at = now(), updated_at = now()
  where p.message_id = m.message_id
  returning * into j;
  return j;
end
$$;

-- The accepted connection a job step acts on, locked so that steps on one job run one after
-- another. Refuses a caller who is not one of its two parties and a request that is not accepted.
-- Only the job step functions call it.
create or replace function public.job_connection(message_id bigint)
returns public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages;
  now_status text;
begin
  if me is null then
    raise exception 'Sign in to change a job' using errcode = '42501';
  end if;
  if job_connection.message_id is null then
    raise exception 'Say which connection: message_id is required' using errcode = '22023';
  end if;
  select * into m from public.messages c where c.message_id = job_connection.message_id for update;
  if not found or me not in (m."from", m."to") then
    raise exception 'No such connection of yours' using errcode = '42501',
      hint = 'Only the customer and the provider of a connection can change its job.';
  end if;
  now_status := public.request_status(m.status, m.requested_at);
  if now_status <> 'accepted' then
    raise exception 'This request is %: only an accepted request has a job to finish or cancel', now_status
      using errcode = '22023';
  end if;
  return m;
end
$$;

-- How long a job marked done waits for the other side before it counts as done.
create or replace function public.job_done_hours()
returns integer
language sql
immutable
set search_path = ''
as $$ select 48 $$;

-- The job of a connection as it stands when `me` answers a mark: it must be marked done, by the
-- other party, and not yet past job_done_hours(). Only confirm_job_done and dispute_job_done call it.
create or replace function public.job_marked_by_other(message_id bigint, me uuid)
returns public.job_progress
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  j public.job_progress;
  now_state text;
begin
  select * into j from public.job_progress p where p.message_id = job_marked_by_other.message_id;
  now_state := case when found then public.job_state(j.state, j.marked_at) end;
  if now_state is distinct from 'marked' then
    raise exception 'There is no mark to answer: this job is %', coalesce(now_state, 'not marked done')
      using errcode = '22023';
  end if;
  if j.marked_by = me then
    raise exception 'You marked this job done: the other side confirms or disputes it' using errcode = '42501';
  end if;
  return j;
end
$$;

-- Trigger: each step of a job tells the other side (first names only), a job that becomes done
-- asks its customer for a review and counts on the provider's card ("service-providers".jobs_done).
create or replace function public.job_progress_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  link text;
  actor uuid;
begin
  if tg_op = 'DELETE' then
    if old.state = 'done' then
      update public."service-providers" sp set jobs_done = greatest(sp.jobs_done - 1, 0) where sp.uuid = old.provider;
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.state is not distinct from old.state then
    return null;
  end if;
  link := '/chat/' || new.message_id;

  if new.state = 'done' then
    update public."service-providers" sp set jobs_done = sp.jobs_done + 1 where sp.uuid = new.provider;
    if new.confirmed_by is null then
      -- Counted as done without an answer: both hear it, each with the other's name.
      perform public.notify(new.customer, 'job_done', new.message_id,
        jsonb_build_object('name', public.party_first_name(new.provider), 'review', true), link);
      perform public.notify(new.provider, 'job_done', new.message_id,
        jsonb_build_object('name', public.party_first_name(new.customer)), link);
    else
      perform public.notify(
        case when new.confirmed_by = new.customer then new.provider else new.customer end,
        'job_done', new.message_id,
        jsonb_strip_nulls(jsonb_build_object('name', public.party_first_name(new.confirmed_by),
          'review', case when new.confirmed_by = new.provider then true end)),
        link);
    end if;
    return null;
  end if;

  actor := case new.state
    when 'marked' then new.marked_by
    when 'cancelled' then new.cancelled_by
    else case when new.marked_by = new.customer then new.provider else new.customer end
  end;
  perform public.notify(
    case when actor = new.customer then new.provider else new.customer end,
    case new.state
      when 'marked' then 'job_marked_done'
      when 'disputed' then 'job_disputed'
      else 'job_cancelled'
    end,
    new.message_id,
    jsonb_build_object(
      'name', public.party_first_name(actor),
      'reason', case when new.state = 'cancelled' then new.cancel_reason end,
      'preview', case when new.state = 'cancelled' then new.cancel_note end,
      'expires_at', case when new.state = 'marked'
                         then new.marked_at + make_interval(hours => public.job_done_hours()) end),
    link);
  return null;
end
$$;

-- Where a job stands as of now: one marked done and left unanswered for job_done_hours() is done.
create or replace function public.job_state(state text, marked_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when state = 'marked' and marked_at <= now() - make_interval(hours => public.job_done_hours()) then 'done'
    else state
  end
$$;

-- Either party of an accepted connection marks its job done; the other side then confirms or
-- disputes it, or it counts as done job_done_hours() later. A disputed job may be marked again;
-- a cancelled or done one may not.
create or replace function public.mark_job_done(message_id bigint)
returns public.job_progress
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  m public.messages := public.job_connection(mark_job_done.message_id);
  j public.job_progress;
begin
  select * into j from public.job_progress p where p.message_id = m.message_id;
  if found then
    case public.job_state(j.state, j.marked_at)
      when 'done' then
        raise exception 'This job is already done' using errcode = '22023';
      when 'cancelled' then
        raise exception 'This job was cancelled and cannot be marked done' using errcode = '22023';
      when 'marked' then
        raise exception 'This job is already marked done: it waits for the other side' using errcode = '22023',
          hint = case when j.marked_by = me then 'job_already_marked' else 'confirm_or_dispute' end;
      else
        null;
    end case;
  end if;
  insert into public.job_progress as p (message_id, customer, provider, state, marked_by, marked_at)
  values (m.message_id, m."from", m."to", 'marked', me, now())
  on conflict on constraint job_progress_pkey do update
    set state = 'marked', marked_by = excluded.marked_by, marked_at = excluded.marked_at,
        confirmed_by = null, done_at = null, disputed_at = null, updated_at = now()
  returning * into j;
  return j;
end
$$;

-- Providers within radius_km of (lat, lon): available first, then nearest, with their visiting charge and done jobs.
-- No `set search_path` on purpose: a function with one is never inlined, and then a caller's
-- LIMIT cannot reach the ranking. It is security invoker, its tables and functions are
-- schema-qualified, and the built-in functions and operators it uses resolve in pg_catalog first.
-- Available providers, then the others, each read in distance order from the GiST index (a KNN
-- scan: `<->` between earth points orders as the great-circle distance does), so the app's
-- nearest 50 read about 50 index entries however dense the city; the nested loops over the two
-- availabilities and the lateral lookups keep that order. The earthdistance cube pre-filters
-- (widened: its sphere is 6378.168 km, the exact distance uses 6371 km). The whole row, the
-- rating score and the response time are read only for the rows returned. The ORDER BY is the
-- index's distance alone: PostgreSQL 15 uses an index's ordering operator only for the whole
-- ORDER BY, so a tie-break column would sort every match. Providers at the same point (public
-- positions are rounded to 0.01°) come in the index's order, the same for every call.
create or replace function public.nearby_providers(
  lat double precision,
  lon double precision,
  radius_km double precision default 10,
  job text default null
)
returns setof public.nearby_provider
language sql
stable
security invoker
as $$
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location,
         sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, c.km,
         sp.rating_count, sp.rating_avg,
         case
           when coalesce(sp.rating_count, 0) = 0 or sp.rating_avg is null then null
           -- public.rating_score, written out: that function has a SET clause, so every call of
           -- it is a full function call.
           else round((5 * coalesce((select public.rating_prior_mean()), sp.rating_avg)
                       + sp.rating_count * sp.rating_avg) / (5 + sp.rating_count), 4)
         end,
         sp.availability,
         rs.median_seconds,
         sp.visiting_charge,
         sp.jobs_done
  from (values (true), (false)) tier (available)
  cross join lateral (
    select s.uuid, d.km
    from public."service-providers" s
    cross join lateral (
      select 2 * 6371 * asin(least(1, sqrt(
        power(sin(radians(s.latitude - nearby_providers.lat) / 2), 2)
        + cos(radians(nearby_providers.lat)) * cos(radians(s.latitude))
          * power(sin(radians(s.longitude - nearby_providers.lon) / 2), 2)
      ))) as km
    ) d
    where public.nearby_providers_arguments(nearby_providers.lat, nearby_providers.lon, nearby_providers.radius_km, nearby_providers.job)
      and s.latitude is not null and s.longitude is not null
      and (s.availability = 'available') is not distinct from tier.available
      and extensions.earth_box(extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon),
            least(nearby_providers.radius_km, 6371 * pi()) * 1000 * (6378.168 / 6371) * 1.001)
          operator(extensions.@>) extensions.ll_to_earth(s.latitude, s.longitude)
      and (nearby_providers.job is null or s.job = nearby_providers.job)
      and d.km <= nearby_providers.radius_km
    order by extensions.ll_to_earth(s.latitude, s.longitude) operator(extensions.<->)
             extensions.ll_to_earth(nearby_providers.lat, nearby_providers.lon)
  ) c
  cross join lateral (select * from public."service-providers" sp where sp.uuid = c.uuid limit 1) sp
  left join lateral (
    select rs.median_seconds from public.provider_response_stats rs
    where rs.provider_id = c.uuid and rs.newest_answer_at >= now() - interval '90 days' limit 1
  ) rs on true
$$;

-- Channels per notification kind: an object whose keys are kinds and whose values are arrays of
-- distinct channels.
create or replace function public.notification_channels_valid(p_channels jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  entry record;
begin
  if p_channels is null or jsonb_typeof(p_channels) <> 'object' then
    return false;
  end if;
  for entry in select e.key, e.value from jsonb_each(p_channels) e loop
    if entry.key not in (
      'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
      'review_reply', 'job_marked_done', 'job_done', 'job_disputed', 'job_cancelled'
    ) or jsonb_typeof(entry.value) <> 'array' then
      return false;
    end if;
    if exists (
      select 1 from jsonb_array_elements(entry.value) c
      where jsonb_typeof(c) <> 'string' or c #>> '{}' not in ('push', 'sms', 'whatsapp', 'email')
    ) or (select count(distinct c) <> count(*) from jsonb_array_elements(entry.value) c) then
      return false;
    end if;
  end loop;
  return true;
end
$$;

-- The first name a party of a connection goes by: a provider's directory name, else the
-- customer's profile name. Only the job_progress trigger uses it, for notices.
create or replace function public.party_first_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(public.request_first_name(sp.first_name), '') from public."service-providers" sp where sp.uuid = person),
    (select nullif(public.request_first_name(u.first_name), '') from public.users u where u.uuid = person)
  )
$$;

drop function public.provider_directory();

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

drop function public.provider_stats();

-- The provider's dashboard numbers: what is pending as of now, the accepted connections, every
-- customer who has asked (whatever became of the request), and the jobs done as of now.
create or replace function public.provider_stats()
returns table (pending_requests integer, accepted_connections integer, customers integer, jobs_done integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*) filter (where public.request_status(m.status, m.requested_at) = 'pending')::integer,
    count(*) filter (where m.is_chat)::integer,
    count(distinct m."from")::integer,
    (select count(*)::integer from public.job_progress p
     where p.provider = (select auth.uid()) and public.job_state(p.state, p.marked_at) = 'done')
  from public.messages m
  where m."to" = (select auth.uid())
$$;

-- A provider's own writes keep the done-jobs count the database keeps.
create or replace function public.providers_keep_jobs_done()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.jobs_done := 0;
    else
      new.jobs_done := old.jobs_done;
    end if;
  end if;
  return new;
end
$$;

-- The directory search: providers matching the words of q (through directory_query(): synonyms,
-- "near me"), a trade, availability, a minimum rating and a highest visiting charge, sorted by
-- relevance, name, "Top rated" score, distance ("near me" with a known position sorts by distance
-- unless a sort was chosen) or visiting charge (lowest first, providers without one last), one
-- keyset page of page_size after the `after` cursor.
create or replace function public.search_providers(
  q text default null,
  job text default null,
  sort text default null,
  after text default null,
  page_size integer default 20,
  lat double precision default null,
  lon double precision default null,
  available boolean default false,
  min_rating numeric default null,
  max_charge integer default null
)
returns setof public.directory_provider
language plpgsql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.5'
as $$
declare
  max_page_size constant integer := 100;
  max_query_length constant integer := 100;
  trades constant text[] := array['Electrician', 'Plumber'];
  sorts constant text[] := array['relevance', 'name', 'top', 'nearest', 'charge'];
  name_expr constant text := $e$lower(sp.first_name || ' ' || sp.last_name)$e$;
  doc_expr constant text := $e$lower(sp.first_name || ' ' || sp.last_name || ' ' || sp.location)$e$;
  earth_expr constant text := 'extensions.ll_to_earth(sp.latitude, sp.longitude)';
  prior_mean numeric := public.rating_prior_mean();
  needle text;
  near_me boolean;
  word text;
  trade_name text;
  matched boolean;
  trade text := search_providers.job;
  text_q text := '';
  text_words text[] := '{}';
  effective_sort text;
  decoded jsonb;
  cursor_ok boolean := false;
  after_key jsonb;
  after_uuid uuid;
  filters text := '';
  rel_filters text;
  name_hit text := 'false';
  name_only text := 'true';
  word_hit text;
  word_localities text[];
  both_localities text[];
  ids uuid[] := '{}';
  batch uuid[];
  loc_ids uuid[] := '{}';
  loc_scores real[] := '{}';
  loc record;
  group_row record;
  tier_score real;
  key_expr text;
  keyset text := '';
  c_unrated integer;
  c_score numeric;
  walk_top boolean := false;
  loc_rows bigint;
  all_rows bigint;
  name_ids uuid[];
  top_key text;
  top_keyset text := '';
begin
  -- PARAMETERS
  if page_size is null or page_size < 1 or page_size > max_page_size then
    raise exception 'Invalid page_size: must be between 1 and %', max_page_size
      using errcode = '22023', hint = 'Ask for 20 providers per page.';
  end if;
  if char_length(q) > max_query_length then
    raise exception 'Query too long: q must be at most % characters', max_query_length
      using errcode = '22023';
  end if;
  if trade is not null and not (trade = any (trades)) then
    raise exception 'Invalid job: job must be Electrician or Plumber'
      using errcode = '22023';
  end if;
  if sort is not null and not (sort = any (sorts)) then
    raise exception 'Invalid sort: sort must be relevance, name, top, nearest or charge'
      using errcode = '22023';
  end if;
  if min_rating is not null and (min_rating = 'NaN'::numeric or min_rating < 1 or min_rating > 5) then
    raise exception 'Invalid min_rating: must be between 1 and 5'
      using errcode = '22023', hint = 'Pass 4 for "4 stars and up".';
  end if;
  if max_charge < 0 then
    raise exception 'Invalid max_charge: must be 0 or more'
      using errcode = '22023', hint = 'Pass 300 for "visiting charge up to ₹300", 0 for free inspections.';
  end if;
  if (lat is null) <> (lon is null) or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: give both lat and lon, latitude between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if sort = 'nearest' and lat is null then
    raise exception 'Sort by nearest needs the customer''s location: pass lat and lon'
      using errcode = '22023';
  end if;

  -- QUERY WORDS: trade words become the trade filter; the others are matched by trigram.
  -- Synonyms and "near me" through directory_query().
  select d.needle, d.near_me into needle, near_me from public.directory_query(q) d;
  if needle <> '' then
    foreach word in array string_to_array(needle, ' ') loop
      matched := false;
      foreach trade_name in array trades loop
        if char_length(word) >= 4
           and (extensions.similarity(word, lower(trade_name)) >= 0.4
                or extensions.word_similarity(word, lower(trade_name)) >= 0.8)
           and (trade is null or trade = trade_name) then
          trade := trade_name;
          matched := true;
          exit;
        end if;
      end loop;
      if not matched then
        text_q := text_q || ' ' || word;
        text_words := text_words || word;
      end if;
    end loop;
  end if;
  text_q := nullif(btrim(text_q), '');

  effective_sort := case
    -- "Near me" with a known position sorts by distance unless a sort was chosen.
    when near_me and lat is not null and (sort is null or sort = 'relevance') then 'nearest'
    when sort in ('nearest', 'top', 'name', 'charge') then sort
    when text_q is null then 'name'
    else 'relevance'
  end;

  -- CURSOR: base64 of [sort, key, uuid]; the key is the name (name), [score, name] (relevance),
  -- the distance (nearest), [rating_count, rating_avg, name] (top) or [visiting charge or null, name] (charge).
  if after is not null then
    begin
      decoded := convert_from(decode(after, 'base64'), 'UTF8')::jsonb;
      if jsonb_typeof(decoded) = 'array' and jsonb_array_length(decoded) = 3
         and decoded ->> 0 = effective_sort and decoded -> 1 <> 'null'::jsonb then
        after_key := decoded -> 1;
        after_uuid := (decoded ->> 2)::uuid;
        cursor_ok := after_uuid is not null and case effective_sort
          when 'name' then jsonb_typeof(after_key) = 'string'
          when 'nearest' then jsonb_typeof(after_key) = 'number'
          when 'charge' then jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 2
            and jsonb_typeof(after_key -> 0) in ('number', 'null') and jsonb_typeof(after_key -> 1) = 'string'
          when 'relevance' then jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 2
            and jsonb_typeof(after_key -> 0) = 'number' and jsonb_typeof(after_key -> 1) = 'string'
          else jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 3
            and jsonb_typeof(after_key -> 0) = 'number' and jsonb_typeof(after_key -> 2) = 'string'
            and ((after_key ->> 0)::integer = 0) = (jsonb_typeof(after_key -> 1) = 'null')
        end;
      end if;
    exception
      when others then
        cursor_ok := false;
    end;
    if not cursor_ok then
      raise exception 'Invalid cursor: pass the cursor of the last row of a page from the same sort'
        using errcode = '22023';
    end if;
  end if;

  -- FILTERS shared by every sort ($1 trade, $2 min_rating).
  if trade is not null then
    filters := filters || ' and sp.job = $1';
  end if;
  if available then
    filters := filters || $f$ and sp.availability = 'available'$f$;
  end if;
  if min_rating is not null then
    filters := filters || ' and sp.rating_count > 0 and sp.rating_avg >= $2';
  end if;
  if max_charge is not null then
    -- Written as the charge order's index columns, so that order's scan stops at the limit.
    filters := filters || format(
      ' and (sp.visiting_charge is null)::integer = 0 and coalesce(sp.visiting_charge, 0) <= %s', max_charge
    );
  end if;

  -- TEXT: each word matches the name (GIN trigram) or one of the localities that match it.
  -- rel_filters leaves out the words no locality matches: the relevance scan's index condition
  -- (name_only) already requires their name match when no locality matches every word.
  rel_filters := filters;
  both_localities := null;
  for i in 1 .. coalesce(cardinality(text_words), 0) loop
    word_localities := array(
      select l.location from public.provider_localities l
       where lower(l.location) operator(extensions.%>) text_words[i]
    );
    both_localities := case when both_localities is null then word_localities
      else array(select unnest(both_localities) intersect select unnest(word_localities)) end;
    word_hit := format('%s operator(extensions.%%>) %L', name_expr, text_words[i]);
    name_hit := name_hit || ' or ' || word_hit;
    if cardinality(word_localities) = 0 then
      name_only := name_only || ' and ' || word_hit;
      filters := filters || ' and ' || word_hit;
    else
      filters := filters || format(' and (%s or sp.location = any (%L::text[]))', word_hit, word_localities);
      rel_filters := rel_filters || format(' and (%s or sp.location = any (%L::text[]))', word_hit, word_localities);
    end if;
  end loop;
  both_localities := coalesce(both_localities, '{}');
  if cardinality(both_localities) > 0 then
    rel_filters := filters;
  end if;
  available := coalesce(available, false);

  -- TOP RATED key: unrated last, rating_score() (its formula written out: a function with SET is
  -- not inlined) highest first, more reviews first, then by name. Each page's rows carry
  -- rating_score() itself; the tests hold the order to it.
  top_key := format(
    '(sp.rating_count = 0)::integer, -coalesce(case when sp.rating_count > 0 and sp.rating_avg is not null then '
    'round((5 * coalesce($7, sp.rating_avg) + sp.rating_count * sp.rating_avg) / (5 + sp.rating_count), 4) end, 0), '
    '-sp.rating_count, %s, sp.uuid', name_expr
  );
  if after_uuid is not null and effective_sort = 'top' then
    top_keyset := format(
      ' and (%s) > ((($3 ->> 0)::integer = 0)::integer, '
      '-coalesce(public.rating_score(($3 ->> 0)::integer, ($3 ->> 1)::numeric, $7), 0), '
      '-(($3 ->> 0)::integer), $3 ->> 2, $4)',
      top_key
    );
  end if;
  -- Top rated within a search that matches big localities ("kochi"): walk the rating groups for
  -- the locality matches instead of sorting them all; providers found by name are merged in.
  if effective_sort = 'top' and text_q is not null and cardinality(both_localities) > 0 then
    select coalesce(sum(l.providers) filter (where l.location = any (both_localities)), 0), coalesce(sum(l.providers), 0)
      into loc_rows, all_rows
      from public.provider_localities l;
    walk_top := loc_rows * 200 >= all_rows;
  end if;

  if effective_sort = 'relevance' then
    -- Found only by locality: walk the matching localities, best first, each by name; stop once
    -- enough rows come from strictly better localities. Found by name: scored one by one.
    if after_uuid is not null then
      keyset := ' and (x.s < $3 or (x.s = $3 and (x.k, x.uuid) > ($4, $5)))';
    end if;
    for loc in
      select l.location, extensions.word_similarity(text_q, lower(l.location)) as s
        from unnest(both_localities) l(location)
       order by 2 desc, 1
    loop
      if after_uuid is not null and loc.s > (after_key ->> 0)::real then
        continue;
      end if;
      if tier_score is distinct from loc.s then
        exit when cardinality(loc_ids) >= page_size;
        tier_score := loc.s;
      end if;
      batch := array(
        select sp.uuid from public."service-providers" sp
         where sp.location = loc.location
           and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))
           and (trade is null or sp.job = trade)
           and (not available or sp.availability = 'available')
           and (min_rating is null or (sp.rating_count > 0 and sp.rating_avg >= min_rating))
           and (max_charge is null or sp.visiting_charge <= max_charge)
           and (after_uuid is null or loc.s < (after_key ->> 0)::real
                or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 1, after_uuid))
         order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
         limit page_size
      );
      loc_ids := loc_ids || batch;
      loc_scores := loc_scores || array_fill(loc.s, array[cardinality(batch)]);
    end loop;
    -- Providers found by name: a common full name repeats across many rows, and the score depends
    -- only on "name locality", so each distinct one is scored once.
    execute format(
      'with c as materialized (select sp.uuid, %s as doc, %s as k '
      '    from (select sp.* from public."service-providers" sp where %s offset 0) sp where true%s), '
      'd as (select c.doc, extensions.word_similarity($6, c.doc) as s from c group by c.doc) '
      'select array(select x.uuid from ('
      '  select c.uuid, d.s, c.k from c join d on d.doc = c.doc '
      '  union all '
      '  select sp.uuid, l.s, %s from unnest($7::uuid[], $8::real[]) l(id, s) '
      '    join public."service-providers" sp on sp.uuid = l.id'
      ') x where true%s order by x.s desc, x.k, x.uuid limit $9)',
      doc_expr, name_expr, case when cardinality(both_localities) > 0 then name_hit else name_only end,
      rel_filters, name_expr, keyset
    )
    into ids
    using trade, min_rating, (after_key ->> 0)::real, after_key ->> 1, after_uuid, text_q, loc_ids, loc_scores, page_size;

  elsif effective_sort = 'top' and (text_q is null or walk_top) then
    -- Rating groups best first; each group's providers by name; then providers without reviews.
    c_unrated := case when after_uuid is null then null else ((after_key ->> 0)::integer = 0)::integer end;
    if after_uuid is not null then
      c_score := public.rating_score((after_key ->> 0)::integer, (after_key ->> 1)::numeric, prior_mean);
    end if;
    if c_unrated is distinct from 1 then
      for group_row in
        -- rating_score()'s formula written out, as in top_key.
        select g.rating_count as n, g.rating_avg as a,
               round((5 * coalesce(prior_mean, g.rating_avg) + g.rating_count * g.rating_avg) / (5 + g.rating_count), 4) as s
          from public.rating_groups g
         where (min_rating is null or g.rating_avg >= min_rating)
         order by 3 desc, 1 desc
      loop
        continue when after_uuid is not null
          and (group_row.s, group_row.n) > (c_score, (after_key ->> 0)::integer);
        batch := array(
          select sp.uuid from public."service-providers" sp
           where sp.rating_count = group_row.n and sp.rating_avg = group_row.a
             and (trade is null or sp.job = trade)
             and (not available or sp.availability = 'available')
             and (max_charge is null or sp.visiting_charge <= max_charge)
             and (not walk_top or (sp.location = any (both_localities)
                  and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))))
             and (after_uuid is null or group_row.n <> (after_key ->> 0)::integer
                  or group_row.a <> (after_key ->> 1)::numeric
                  or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 2, after_uuid))
           order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
           limit page_size - cardinality(ids)
        );
        ids := ids || batch;
        exit when cardinality(ids) >= page_size;
      end loop;
    end if;
    if cardinality(ids) < page_size and min_rating is null then
      batch := array(
        select sp.uuid from public."service-providers" sp
         where sp.rating_count = 0
           and (trade is null or sp.job = trade)
           and (not available or sp.availability = 'available')
           and (max_charge is null or sp.visiting_charge <= max_charge)
           and (not walk_top or (sp.location = any (both_localities)
                and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))))
           and (c_unrated is distinct from 1
                or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 2, after_uuid))
         order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
         limit page_size - cardinality(ids)
      );
      ids := ids || batch;
    end if;
    if walk_top then
      execute format(
        'select array(select sp.uuid from (select sp.* from public."service-providers" sp where %s offset 0) sp '
        'where true%s%s order by %s limit $8)',
        name_hit, filters, top_keyset, top_key
      )
      into name_ids
      using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size;
      execute format(
        'select array(select sp.uuid from unnest($1::uuid[]) p(id) join public."service-providers" sp on sp.uuid = p.id '
        'order by %s limit $8)',
        top_key
      )
      into ids
      using ids || name_ids, null::text, null::jsonb, null::uuid, null::double precision, null::double precision,
            prior_mean, page_size;
    end if;

  else
    -- Name, nearest, charge, or top within a text search: one ordered, filtered scan.
    case effective_sort
      when 'name' then
        key_expr := name_expr || ', sp.uuid';
        if after_uuid is not null then
          keyset := format(' and (%s, sp.uuid) > ($3 #>> ''{}'', $4)', name_expr);
        end if;
      when 'nearest' then
        key_expr := format('%s operator(extensions.<->) extensions.ll_to_earth($5, $6), sp.uuid', earth_expr);
        filters := filters || ' and sp.latitude is not null and sp.longitude is not null';
        if after_uuid is not null then
          keyset := format(
            ' and (%1$s operator(extensions.<->) extensions.ll_to_earth($5, $6), sp.uuid) > (($3 #>> ''{}'')::double precision, $4)',
            earth_expr
          );
        end if;
      when 'charge' then
        -- Providers with a charge first, lowest first, then by name (the charge order's index).
        key_expr := format('(sp.visiting_charge is null)::integer, coalesce(sp.visiting_charge, 0), %s, sp.uuid', name_expr);
        if after_uuid is not null then
          keyset := format(
            ' and (%s) > (($3 -> 0 = ''null''::jsonb)::integer, coalesce(($3 ->> 0)::integer, 0), $3 ->> 1, $4)',
            key_expr
          );
        end if;
      else
        key_expr := top_key;
        keyset := top_keyset;
    end case;
    execute format(
      'select array(select sp.uuid from public."service-providers" sp where true%s%s order by %s limit $8)',
      filters, keyset, key_expr
    )
    into ids
    using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size;
  end if;

  -- THE PAGE: the rows in order, with their rating score, response time, distance and cursor.
  return query
  with page as (
    select p.id, p.ord from unnest(ids) with ordinality p(id, ord)
  ),
  times as (
    select * from public.provider_response_times(ids)
  ),
  scored as (
    select sp.*, page.ord,
           lower(sp.first_name || ' ' || sp.last_name) as name_key,
           case when text_q is null then null
                when lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words)
                  then extensions.word_similarity(text_q, lower(sp.first_name || ' ' || sp.last_name || ' ' || sp.location))
                else extensions.word_similarity(text_q, lower(sp.location))
           end as relevance,
           case when lat is null or sp.latitude is null or sp.longitude is null then null
                else 2 * 6371 * asin(least(1, sqrt(power(sin(radians(sp.latitude - lat) / 2), 2)
                  + cos(radians(lat)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - lon) / 2), 2))))
           end as distance_km,
           case when effective_sort = 'nearest' then
             extensions.ll_to_earth(sp.latitude, sp.longitude) operator(extensions.<->) extensions.ll_to_earth(lat, lon)
           end as earth_key
    from page
    join public."service-providers" sp on sp.uuid = page.id
  )
  select s.uuid, s.first_name, s.last_name, s.email, s.phonenumber, s.job, s.location,
         s.latitude, s.longitude, s."profilePicUrl", s.created_at, s.updated_at,
         s.rating_count, s.rating_avg, public.rating_score(s.rating_count, s.rating_avg, prior_mean),
         s.availability, rt.median_seconds, s.distance_km, s.relevance,
         translate(encode(convert_to(jsonb_build_array(
           effective_sort,
           case effective_sort
             when 'name' then to_jsonb(s.name_key)
             when 'nearest' then to_jsonb(s.earth_key)
             when 'relevance' then jsonb_build_array(s.relevance, s.name_key)
             when 'charge' then jsonb_build_array(s.visiting_charge, s.name_key)
             else jsonb_build_array(s.rating_count, s.rating_avg, s.name_key)
           end,
           s.uuid
         )::text, 'UTF8'), 'base64'), E'\n', ''),
         s.visiting_charge,
         s.jobs_done
  from scored s
  left join times rt on rt.provider_id = s.uuid
  order by s.ord;
end
$$;

-- Stores as done every job marked done whose other side neither confirmed nor disputed it within
-- job_done_hours(), so it notifies and counts on the provider's card. Reads do not wait for it
-- (job_state() tells the state as of now); every bell (expire_overdue_requests()), the local
-- backend's scheduler and pg_cron on a hosted project call it. Returns how many it stored.
create or replace function public.settle_done_jobs()
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select p.message_id from public.job_progress p
    where p.state = 'marked' and p.marked_at <= now() - make_interval(hours => public.job_done_hours())
    order by p.marked_at
    limit 500
    for update skip locked
  ),
  settled as (
    update public.job_progress p
    set state = 'done', done_at = p.marked_at + make_interval(hours => public.job_done_hours()), updated_at = now()
    from due
    where p.message_id = due.message_id
    returning 1
  )
  select count(*)::integer from settled
$$;

-- Stores the expiry of the caller's overdue requests (so they notify and count as expired);
-- returns how many changed. Reads are right without it: see request_status(). Help-now requests
-- whose round is over move on here too (help_now_advance), and jobs marked done long enough
-- ago are stored as done (settle_done_jobs).
create or replace function public.expire_overdue_requests()
returns integer
language sql
volatile
security invoker
set search_path = ''
as $$
  select public.help_now_advance();
  select public.settle_done_jobs();
  with expired as (
    update public.messages m
    set status = 'expired'
    where m.status = 'pending'
      and m.requested_at <= now() - public.request_ttl()
      and (select auth.uid()) in (m."from", m."to")
    returning 1
  )
  select count(*)::integer from expired
$$;

-- TRIGGERS
create trigger job_progress_after_change
  after insert or update or delete on public.job_progress
  for each row execute function public.job_progress_after_change();

create trigger providers_keep_jobs_done
  before insert or update on public."service-providers"
  for each row execute function public.providers_keep_jobs_done();

-- GRANTS AND COMMENTS
comment on function public.provider_directory() is
  'Every provider with rating count, average, Bayesian "Top rated" score, availability, median response time, visiting charge and done jobs, by name.';
revoke execute on function public.provider_directory() from public;
grant execute on function public.provider_directory() to anon, authenticated, service_role;

revoke execute on function public.provider_stats() from public, anon;
grant execute on function public.provider_stats() to authenticated, service_role;

comment on function public.mark_job_done(bigint) is
  'Either party of an accepted connection marks its job done; the other side confirms or disputes, else it counts as done 48 hours later.';
comment on function public.confirm_job_done(bigint) is
  'The party who did not mark the job done confirms it.';
comment on function public.dispute_job_done(bigint) is
  'The party who did not mark the job done says it is not done; it may be marked again.';
comment on function public.cancel_job(bigint, text, text) is
  'Either party cancels the job of an accepted connection with a reason of their side and an optional note (needed for other).';
comment on function public.settle_done_jobs() is
  'Stores as done the jobs marked done 48 hours ago without an answer; returns how many.';
comment on function public.cancel_help_now() is
  'The customer withdraws their help-now request in flight; its open copies are cancelled. Returns how many.';

revoke execute on function public.mark_job_done(bigint) from public, anon;
grant execute on function public.mark_job_done(bigint) to authenticated, service_role;
revoke execute on function public.confirm_job_done(bigint) from public, anon;
grant execute on function public.confirm_job_done(bigint) to authenticated, service_role;
revoke execute on function public.dispute_job_done(bigint) from public, anon;
grant execute on function public.dispute_job_done(bigint) to authenticated, service_role;
revoke execute on function public.cancel_job(bigint, text, text) from public, anon;
grant execute on function public.cancel_job(bigint, text, text) to authenticated, service_role;
revoke execute on function public.settle_done_jobs() from public, anon;
grant execute on function public.settle_done_jobs() to authenticated, service_role;
revoke execute on function public.cancel_help_now() from public, anon;
grant execute on function public.cancel_help_now() to authenticated, service_role;
revoke execute on function public.job_connection(bigint) from public, anon, authenticated;
revoke execute on function public.job_marked_by_other(bigint, uuid) from public, anon, authenticated;
revoke execute on function public.party_first_name(uuid) from public, anon, authenticated;
revoke execute on function public.job_progress_after_change() from public, anon, authenticated;

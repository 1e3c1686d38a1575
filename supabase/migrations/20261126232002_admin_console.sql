-- Written by `npm run db:diff -- admin_console` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   added function private.admin_guard()
--   added function private.admin_reason(text)
--   added function public.admin_audit_entries(bigint,integer)
--   added function public.admin_decide_report(text,text,text,text)
--   added function public.admin_find_providers(text)
--   added function public.admin_hidden_reviews(bigint,integer)
--   added function public.admin_report_queue()
--   added function public.admin_set_provider_suspended(uuid,boolean,text)
--   added function public.admin_set_review_hidden(bigint,boolean,text)
--   changed function public.directory_card(uuid,double precision,double precision)
--   changed function public.help_now_ask(bigint)
--   added function public.messages_refuse_suspended()
--   added function public.providers_keep_suspension()
--   changed function public.recent_reviews(integer)
--   changed function public.search_providers(text,text,text,text,integer,double precision,double precision,boolean,numeric,integer)

-- The audit log newest first, `max` entries before entry `before_id`, with the acting admin's
-- e-mail and the name of the provider or customer decided on. Admins at aal2 only.
create or replace function public.admin_audit_entries(before_id bigint default null, max integer default 25)
returns table (
  id bigint,
  actor uuid,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  reason text,
  created_at timestamptz,
  target_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select a.id, a.actor, u.email::text, a.action, a.target_type, a.target_id, a.reason, a.created_at,
         case a.target_type
           when 'provider' then (
             select btrim(concat_ws(' ', sp.first_name, sp.last_name)) from public."service-providers" sp
             where sp.uuid::text = a.target_id)
           when 'customer' then (
             select btrim(concat_ws(' ', c.first_name, c.last_name)) from public.users c
             where c.uuid::text = a.target_id)
         end
  from public.audit_log a
  left join auth.users u on u.id = a.actor
  where admin_audit_entries.before_id is null or a.id < admin_audit_entries.before_id
  order by a.id desc
  limit least(greatest(coalesce(admin_audit_entries.max, 25), 1), 100);
end
$$;

-- An admin's decision on every open report of one target: 'uphold' or 'dismiss', with a reason,
-- written to the audit log in the same transaction. For a review, upholding hides it (as the
-- admin's decision) and dismissing shows it again when the reports had hidden it. Returns how
-- many reports it settled.
create or replace function public.admin_decide_report(target_type text, target_id text, decision text, reason text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  settled integer;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_decide_report.reason);
  if admin_decide_report.target_type is null
     or admin_decide_report.target_type not in ('provider', 'customer', 'review', 'message') then
    raise exception 'Invalid target_type: must be provider, customer, review or message'
      using errcode = '22023';
  end if;
  if admin_decide_report.decision is null or admin_decide_report.decision not in ('uphold', 'dismiss') then
    raise exception 'Invalid decision: must be uphold or dismiss' using errcode = '22023';
  end if;
  update public.reports r
  set status = case admin_decide_report.decision when 'uphold' then 'upheld' else 'dismissed' end
  where r.target_type = admin_decide_report.target_type
    and r.target_id = btrim(coalesce(admin_decide_report.target_id, ''))
    and r.status = 'open';
  get diagnostics settled = row_count;
  if settled = 0 then
    raise exception 'No open reports of this % to decide', admin_decide_report.target_type
      using errcode = 'P0002', hint = 'no_open_reports';
  end if;
  if admin_decide_report.target_type = 'review' then
    if admin_decide_report.decision = 'uphold' then
      update public.reviews v set hidden_at = coalesce(v.hidden_at, now()), hidden_reason = 'admin'
      where v.id = btrim(admin_decide_report.target_id)::bigint;
    else
      update public.reviews v set hidden_at = null, hidden_reason = null
      where v.id = btrim(admin_decide_report.target_id)::bigint and v.hidden_reason = 'reports';
    end if;
  end if;
  perform private.audit_record(
    'report.' || admin_decide_report.decision, admin_decide_report.target_type,
    btrim(admin_decide_report.target_id), why
  );
  return settled;
end
$$;

-- Providers whose name or e-mail contains q (at least 2 characters), suspended ones included,
-- by name, at most 50. Admins at aal2 only.
create or replace function public.admin_find_providers(q text)
returns table (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  job text,
  location text,
  suspended_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  needle text := lower(btrim(coalesce(admin_find_providers.q, '')));
begin
  perform private.admin_guard();
  if char_length(needle) < 2 or char_length(needle) > 100 then
    raise exception 'Invalid q: search with 2 to 100 characters of a name or e-mail'
      using errcode = '22023';
  end if;
  needle := '%' || replace(replace(replace(needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
  select sp.uuid, sp.first_name, sp.last_name, coalesce(p.email, ''), sp.job, sp.location, sp.suspended_at
  from public."service-providers" sp
  left join public.provider_private p on p.uuid = sp.uuid
  where lower(sp.first_name || ' ' || sp.last_name) like needle or lower(p.email) like needle
  order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
  limit 50;
end
$$;

-- Raises 42501 unless the caller is an admin at aal2; every admin function starts with it.
create or replace function private.admin_guard()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin signed in with a second factor can do this.'
      using errcode = '42501', hint = 'admin_aal2_required';
  end if;
end
$$;

-- Hidden reviews, most recently hidden first, `max` at a time before review `before_id`: the text,
-- the rating, who wrote it about whom, why it is hidden and its open reports. Admins at aal2 only.
create or replace function public.admin_hidden_reviews(before_id bigint default null, max integer default 20)
returns table (
  id bigint,
  rating smallint,
  body text,
  provider uuid,
  provider_name text,
  reviewer_name text,
  created_at timestamptz,
  hidden_at timestamptz,
  hidden_reason text,
  open_reports integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select v.id, v.rating, v.body, v.provider,
         btrim(concat_ws(' ', sp.first_name, sp.last_name)),
         btrim(concat_ws(' ', u.first_name, u.last_name)),
         v.created_at, v.hidden_at, v.hidden_reason,
         (select count(*)::integer from public.reports r
          where r.target_type = 'review' and r.target_id = v.id::text and r.status = 'open')
  from public.reviews v
  left join public."service-providers" sp on sp.uuid = v.provider
  left join public.users u on u.uuid = v.customer
  where v.hidden_at is not null
    and (admin_hidden_reviews.before_id is null or v.id < admin_hidden_reviews.before_id)
  order by v.id desc
  limit least(greatest(coalesce(admin_hidden_reviews.max, 20), 1), 100);
end
$$;

-- The reason an admin gives for a decision, trimmed; raises 22023 when it is missing or too long.
create or replace function private.admin_reason(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_reason is null or char_length(btrim(p_reason)) = 0 then
    raise exception 'Give a reason for this decision.'
      using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(btrim(p_reason)) > 1000 then
    raise exception 'The reason can be at most 1000 characters.'
      using errcode = '22023', hint = 'reason_too_long';
  end if;
  return btrim(p_reason);
end
$$;

-- Open reports grouped by what they report, most reported first: how many, the reasons, the
-- reporters' details, and the target's text (review body, chat message, provider or customer
-- name) so an admin can decide without opening anything else. Admins at aal2 only.
create or replace function public.admin_report_queue()
returns table (
  target_type text,
  target_id text,
  reports integer,
  reasons text[],
  details text[],
  first_reported_at timestamptz,
  last_reported_at timestamptz,
  target_name text,
  target_text text,
  review_hidden boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  with open_reports as (
    select r.target_type, r.target_id, count(*)::integer as n,
           array_agg(distinct r.reason order by r.reason) as reasons,
           array_remove(array_agg(nullif(r.details, '') order by r.created_at), null) as details,
           min(r.created_at) as first_at, max(r.created_at) as last_at
    from public.reports r
    where r.status = 'open'
    group by r.target_type, r.target_id
  )
  select o.target_type, o.target_id, o.n, o.reasons, o.details, o.first_at, o.last_at,
         case o.target_type
           when 'provider' then (
             select btrim(concat_ws(' ', sp.first_name, sp.last_name)) from public."service-providers" sp
             where sp.uuid::text = o.target_id)
           when 'customer' then (
             select btrim(concat_ws(' ', u.first_name, u.last_name)) from public.users u
             where u.uuid::text = o.target_id)
           when 'review' then (
             select btrim(concat_ws(' ', u.first_name, u.last_name)) from public.reviews v
             left join public.users u on u.uuid = v.customer
             where v.id::text = o.target_id)
           when 'message' then (
             select coalesce(btrim(concat_ws(' ', u.first_name, u.last_name)),
                             btrim(concat_ws(' ', sp.first_name, sp.last_name)))
             from public.chat_messages c
             left join public.users u on u.uuid = c.sender
             left join public."service-providers" sp on sp.uuid = c.sender
             where c.id::text = o.target_id)
         end,
         case o.target_type
           when 'review' then (select v.body from public.reviews v where v.id::text = o.target_id)
           when 'message' then (select c.body from public.chat_messages c where c.id::text = o.target_id)
           when 'provider' then (
             select concat_ws(' · ', sp.job, nullif(sp.location, ''), sp.email) from public."service-providers" sp
             where sp.uuid::text = o.target_id)
           when 'customer' then (
             select concat_ws(' · ', nullif(u.location, ''), u.email) from public.users u
             where u.uuid::text = o.target_id)
         end,
         case when o.target_type = 'review' then (
           select v.hidden_at is not null from public.reviews v where v.id::text = o.target_id)
         end
  from open_reports o
  order by o.n desc, o.last_at desc, o.target_type, o.target_id
  limit 200;
end
$$;

-- Suspends (true) or reinstates (false) a provider as an admin's decision with a reason, with one
-- audit row. A suspended provider loses its public position (providers_keep_suspension), so no
-- listing shows it, and receives no new request (messages_refuse_suspended); existing chats stay.
-- Reinstating puts the position back from provider_private.
create or replace function public.admin_set_provider_suspended(provider uuid, suspended boolean, reason text)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  was timestamptz;
  now_at timestamptz;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_set_provider_suspended.reason);
  if admin_set_provider_suspended.provider is null or admin_set_provider_suspended.suspended is null then
    raise exception 'Invalid arguments: pass the provider and suspended true or false' using errcode = '22023';
  end if;
  select sp.suspended_at into was from public."service-providers" sp
  where sp.uuid = admin_set_provider_suspended.provider for no key update;
  if not found then
    raise exception 'No such provider' using errcode = 'P0002', hint = 'no_such_provider';
  end if;
  if (was is not null) = admin_set_provider_suspended.suspended then
    raise exception '%', case when admin_set_provider_suspended.suspended
      then 'This provider is already suspended' else 'This provider is not suspended' end
      using errcode = '22023', hint = 'suspension_unchanged';
  end if;
  update public."service-providers" sp
  set suspended_at = case when admin_set_provider_suspended.suspended then now() end,
      latitude = case when admin_set_provider_suspended.suspended then sp.latitude else p.latitude end,
      longitude = case when admin_set_provider_suspended.suspended then sp.longitude else p.longitude end
  from public.provider_private p
  where sp.uuid = admin_set_provider_suspended.provider and p.uuid = sp.uuid
  returning sp.suspended_at into now_at;
  perform private.audit_record(
    case when admin_set_provider_suspended.suspended then 'provider.suspend' else 'provider.unsuspend' end,
    'provider', admin_set_provider_suspended.provider::text, why
  );
  return now_at;
end
$$;

-- Hides (hidden = true) or restores (false) a review as an admin's decision with a reason: hiding
-- upholds its open reports, restoring dismisses them; one audit row either way.
create or replace function public.admin_set_review_hidden(review_id bigint, hidden boolean, reason text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  why text;
  found_review public.reviews;
begin
  perform private.admin_guard();
  why := private.admin_reason(admin_set_review_hidden.reason);
  if admin_set_review_hidden.hidden is null then
    raise exception 'Invalid hidden: pass true to hide or false to restore' using errcode = '22023';
  end if;
  select * into found_review from public.reviews v where v.id = admin_set_review_hidden.review_id for update;
  if not found then
    raise exception 'No such review' using errcode = 'P0002', hint = 'no_such_review';
  end if;
  if admin_set_review_hidden.hidden then
    update public.reviews v set hidden_at = coalesce(v.hidden_at, now()), hidden_reason = 'admin'
    where v.id = found_review.id;
  else
    if found_review.hidden_at is null then
      raise exception 'This review is not hidden' using errcode = '22023', hint = 'review_not_hidden';
    end if;
    update public.reviews v set hidden_at = null, hidden_reason = null where v.id = found_review.id;
  end if;
  update public.reports r
  set status = case when admin_set_review_hidden.hidden then 'upheld' else 'dismissed' end
  where r.target_type = 'review' and r.target_id = found_review.id::text and r.status = 'open';
  perform private.audit_record(
    case when admin_set_review_hidden.hidden then 'review.hide' else 'review.restore' end,
    'review', found_review.id::text, why
  );
end
$$;

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
         sp.jobs_done
  from public."service-providers" sp
  left join lateral public.provider_response_times(array[sp.uuid]) rt on true
  where sp.uuid = provider and sp.suspended_at is null
$$;

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

-- Trigger: a suspended provider receives no new request, re-send or acceptance; the refusal reads
-- like any provider who is not taking requests. Existing conversations go on.
create or replace function public.messages_refuse_suspended()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.status is not distinct from old.status or new.status not in ('pending', 'accepted')) then
    return new;
  end if;
  if exists (select 1 from public."service-providers" sp where sp.uuid = new."to" and sp.suspended_at is not null) then
    if tg_op = 'INSERT' and new.help_now_id is not null then
      return null;
    end if;
    raise exception 'This provider is not taking requests right now. Please ask another provider.'
      using errcode = 'P0001', hint = 'not_taking_requests';
  end if;
  return new;
end
$$;

-- Trigger: only an admin function sets or clears a suspension; a suspended provider's public row
-- has no position, so nearby_providers leaves it out (the exact one stays in provider_private).
-- Named to fire after providers_split_private, which writes the public position.
create or replace function public.providers_keep_suspension()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.suspended_at := null;
    else
      new.suspended_at := old.suspended_at;
    end if;
  end if;
  if new.suspended_at is not null then
    new.latitude := null;
    new.longitude := null;
  end if;
  return new;
end
$$;

-- The newest 4- and 5-star reviews with text, one per provider, for the landing page; the
-- reviewer as first name and initial, no account or connection id.
create or replace function public.recent_reviews(max integer default 3)
returns table (
  id bigint,
  reviewer_name text,
  rating smallint,
  body text,
  created_at timestamptz,
  provider uuid,
  provider_name text,
  job text,
  locality text
)
language sql
stable
security definer
set search_path = ''
as $$
  with newest as (
    -- Enough of the newest to find a few different providers, read from the partial index.
    select r.id, r.customer, r.rating, r.body, r.created_at, r.provider
    from public.reviews r
    where r.rating >= 4 and char_length(btrim(r.body)) >= 20 and r.hidden_at is null
    order by r.created_at desc
    limit 200
  ),
  one_each as (
    select distinct on (n.provider) n.*
    from newest n
    order by n.provider, n.created_at desc
  )
  select
    o.id,
    coalesce(
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), public.name_initial(u.last_name) || '.')), ''),
      'Mistri customer'
    ),
    o.rating,
    o.body,
    o.created_at,
    o.provider,
    btrim(concat_ws(' ', sp.first_name, sp.last_name)),
    sp.job,
    nullif(btrim(sp.location), '')
  from one_each o
  join public."service-providers" sp on sp.uuid = o.provider and sp.suspended_at is null
  left join public.users u on u.uuid = o.customer
  order by o.created_at desc
  limit least(greatest(coalesce(recent_reviews.max, 3), 1), 12)
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
  -- A suspended provider is in no listing.
  filters text := ' and sp.suspended_at is null';
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
           and sp.suspended_at is null
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
             and sp.suspended_at is null
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
           and sp.suspended_at is null
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
-- GRANTS: the admin functions are callable by signed-in people and check is_admin() themselves.
revoke all on function private.admin_guard() from public, anon, authenticated;
revoke all on function private.admin_reason(text) from public, anon, authenticated;
revoke all on function public.admin_report_queue() from public, anon;
revoke all on function public.admin_decide_report(text, text, text, text) from public, anon;
revoke all on function public.admin_hidden_reviews(bigint, integer) from public, anon;
revoke all on function public.admin_set_review_hidden(bigint, boolean, text) from public, anon;
revoke all on function public.admin_find_providers(text) from public, anon;
revoke all on function public.admin_set_provider_suspended(uuid, boolean, text) from public, anon;
revoke all on function public.admin_audit_entries(bigint, integer) from public, anon;
grant execute on function public.admin_report_queue() to authenticated;
grant execute on function public.admin_decide_report(text, text, text, text) to authenticated;
grant execute on function public.admin_hidden_reviews(bigint, integer) to authenticated;
grant execute on function public.admin_set_review_hidden(bigint, boolean, text) to authenticated;
grant execute on function public.admin_find_providers(text) to authenticated;
grant execute on function public.admin_set_provider_suspended(uuid, boolean, text) to authenticated;
grant execute on function public.admin_audit_entries(bigint, integer) to authenticated;
revoke execute on function public.providers_keep_suspension() from public, anon, authenticated;
revoke execute on function public.messages_refuse_suspended() from public, anon, authenticated;

comment on function public.admin_report_queue() is 'Open reports grouped by target, for admins at aal2.';
comment on function public.admin_decide_report(text, text, text, text) is
  'Upholds or dismisses every open report of one target, with a reason; audited.';
comment on function public.admin_hidden_reviews(bigint, integer) is 'Hidden reviews, newest first, for admins at aal2.';
comment on function public.admin_set_review_hidden(bigint, boolean, text) is
  'Hides or restores a review, with a reason; audited.';
comment on function public.admin_find_providers(text) is 'Providers by name or e-mail, for admins at aal2.';
comment on function public.admin_set_provider_suspended(uuid, boolean, text) is
  'Suspends or reinstates a provider, with a reason; audited.';
comment on function public.admin_audit_entries(bigint, integer) is 'The audit log, newest first, for admins at aal2.';

-- TRIGGERS: the suspension guard on requests runs after the status machine has settled the status;
-- the one on providers after providers_split_private has written the public position.
create trigger providers_zz_suspension
  before insert or update on public."service-providers"
  for each row execute function public.providers_keep_suspension();

create trigger messages_zc_suspended
  before insert or update on public.messages
  for each row execute function public.messages_refuse_suspended();

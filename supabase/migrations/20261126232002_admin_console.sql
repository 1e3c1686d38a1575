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
--   changed function public.help_now_ask(bigint)
--   added function public.messages_refuse_suspended()
--   added function public.providers_keep_suspension()
--   changed function public.recent_reviews(integer)

-- The audit log newest first, `max` entries before entry `before_id`, with the acting admin's
-- e-mail. Admins at aal2 only.
create or replace function public.admin_audit_entries(before_id bigint default null, max integer default 25)
returns table (
  id bigint,
  actor uuid,
  actor_email text,
  action text,
  target_type text,
  target_id text,
  reason text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.admin_guard();
  return query
  select a.id, a.actor, u.email::text, a.action, a.target_type, a.target_id, a.reason, a.created_at
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
  select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.job, sp.location, sp.suspended_at
  from public."service-providers" sp
  where lower(sp.first_name || ' ' || sp.last_name) like needle or lower(sp.email) like needle
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
-- audit row. A suspended provider is left out of every listing by the directory's read policy and
-- receives no new request (messages_refuse_suspended); existing chats stay.
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
  set suspended_at = case when admin_set_provider_suspended.suspended then now() end
  where sp.uuid = admin_set_provider_suspended.provider
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

-- A provider's own writes keep the suspension only an admin function sets.
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

-- TRIGGERS: the suspension guard on requests runs after the status machine has settled the status.
create trigger providers_keep_suspension
  before insert or update on public."service-providers"
  for each row execute function public.providers_keep_suspension();

create trigger messages_zc_suspended
  before insert or update on public.messages
  for each row execute function public.messages_refuse_suspended();

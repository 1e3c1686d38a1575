-- REPORTS AND BLOCKS (issue 28, items 2 and 7). A signed-in person reports a provider, a customer,
-- a review or a chat message; a review reported by 3 different people is hidden until an admin
-- decides (reviews.hidden_at, kept so that it can be restored). Either side of a connection can
-- block the other: no new requests, chat messages or notifications either way, the old chat stays
-- readable, and the blocked person cannot read the block or tell it from the refusals.

-- TABLE: reports, filed by their reporter and read by nobody else through the API.
create table public.reports (
  id bigint generated always as identity primary key,
  reporter uuid not null default auth.uid() references auth.users (id) on delete cascade,
  target_type text not null check (target_type in ('provider', 'customer', 'review', 'message')),
  target_id text not null check (char_length(target_id) between 1 and 36),
  reason text not null check (reason in ('spam', 'abuse', 'fraud', 'fake', 'unsafe', 'other')),
  details text not null default '' check (char_length(details) <= 1000),
  status text not null default 'open' check (status in ('open', 'upheld', 'dismissed')),
  created_at timestamptz not null default now(),
  constraint reports_one_per_target unique (reporter, target_type, target_id)
);

comment on table public.reports is
  'Reports of a provider, customer, review or chat message; one per reporter and target.';

create index reports_target_idx on public.reports (target_type, target_id) where status = 'open';
create index reports_reporter_recent_idx on public.reports (reporter, created_at desc);

revoke all on table public.reports from anon, authenticated;
grant select on table public.reports to authenticated;
grant insert (target_type, target_id, reason, details) on table public.reports to authenticated;
grant all on table public.reports to service_role;

alter table public.reports enable row level security;

create policy "Reporters read their own reports"
  on public.reports for select to authenticated
  using (reporter = (select auth.uid()));

create policy "Signed-in people file reports in their own name"
  on public.reports for insert to authenticated
  with check (reporter = (select auth.uid()));

-- TABLE: blocks, seen only by the person who blocked.
create table public.blocks (
  blocker uuid not null default auth.uid() references auth.users (id) on delete cascade,
  blocked uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker, blocked),
  constraint blocks_not_self check (blocker <> blocked)
);

comment on table public.blocks is 'Who blocked whom; only the blocker can read, add or remove a row.';

create index blocks_blocked_idx on public.blocks (blocked, blocker);

revoke all on table public.blocks from anon, authenticated;
grant select, delete on table public.blocks to authenticated;
grant insert (blocker, blocked) on table public.blocks to authenticated;
grant all on table public.blocks to service_role;

alter table public.blocks enable row level security;

create policy "People read their own blocks"
  on public.blocks for select to authenticated
  using (blocker = (select auth.uid()));

-- Only someone the blocker has a connection (any request) with can be blocked.
create policy "People block someone they are connected with"
  on public.blocks for insert to authenticated
  with check (
    blocker = (select auth.uid())
    and exists (
      select 1 from public.messages m
      where (m."from" = blocker and m."to" = blocked) or (m."from" = blocked and m."to" = blocker)
    )
  );

create policy "People remove their own blocks"
  on public.blocks for delete to authenticated
  using (blocker = (select auth.uid()));

-- REVIEWS: the hidden state an admin can undo. The API's column grants leave both out.
alter table public.reviews
  add column hidden_at timestamptz,
  add column hidden_reason text check (hidden_reason in ('reports', 'admin')),
  add constraint reviews_hidden_reason check ((hidden_at is null) = (hidden_reason is null));

drop policy "Everyone reads reviews" on public.reviews;
create policy "Everyone reads visible reviews"
  on public.reviews for select to anon, authenticated
  using (hidden_at is null);

-- FUNCTIONS
-- Whether either of two people has blocked the other. Not callable through the API: a blocked
-- person must not be able to ask it; the block triggers and notify() call it.
create or replace function public.blocked_between(a uuid, b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select a is not null and b is not null and exists (
    select 1 from public.blocks k
    where (k.blocker = a and k.blocked = b) or (k.blocker = b and k.blocked = a)
  )
$$;

-- Trigger: no new request, re-send or acceptance between two people when either has blocked the
-- other. The refusal reads like any provider who is not taking requests, so the blocked person
-- does not learn of the block; a help-now copy to such a provider is silently left out.
create or replace function public.blocks_guard_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller() or not public.blocked_between(new."from", new."to") then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.help_now_id is not null then
      return null;
    end if;
  elsif new.status is not distinct from old.status or new.status not in ('pending', 'accepted') then
    return new;
  end if;
  raise exception 'This provider is not taking requests right now. Please ask another provider.'
    using errcode = 'P0001', hint = 'not_taking_requests';
end
$$;

-- Trigger: no new chat message between two people when either has blocked the other. The old
-- messages stay readable; the refusal does not say why.
create or replace function public.blocks_guard_chat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_api_caller() and exists (
    select 1 from public.messages m
    where m.message_id = new.message_id and public.blocked_between(m."from", m."to")
  ) then
    raise exception 'This conversation is not taking new messages.'
      using errcode = 'P0001', hint = 'conversation_closed';
  end if;
  return new;
end
$$;

-- Trigger: a report is filed by the caller, about something they can see, at most 10 a day. The
-- database sets its reporter, status and date.
create or replace function public.reports_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  found boolean;
begin
  if not public.is_api_caller() then
    return new;
  end if;
  if me is null then
    raise exception 'Sign in to report' using errcode = '42501';
  end if;
  new.reporter := me;
  new.status := 'open';
  new.created_at := now();
  new.details := btrim(coalesce(new.details, ''));
  new.target_id := btrim(new.target_id);

  if new.target_type in ('provider', 'customer')
     and new.target_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Invalid target_id a % is named by its account id', new.target_type using errcode = '22023';
  end if;
  if new.target_type in ('review', 'message') and new.target_id !~ '^[1-9][0-9]{0,17}$' then
    raise exception 'Invalid target_id a % is named by its number', new.target_type using errcode = '22023';
  end if;

  found := case new.target_type
    when 'provider' then exists (
      select 1 from public."service-providers" sp where sp.uuid = new.target_id::uuid and sp.uuid <> me)
    when 'customer' then exists (
      select 1 from public.messages m where m."from" = new.target_id::uuid and m."to" = me)
    when 'review' then exists (
      select 1 from public.reviews r
      where r.id = new.target_id::bigint and r.customer <> me)
    when 'message' then exists (
      select 1 from public.chat_messages c
      join public.messages m on m.message_id = c.message_id
      where c.id = new.target_id::bigint and c.sender <> me and m.is_chat and me in (m."from", m."to"))
    else false
  end;
  if not found then
    raise exception 'Nothing to report: no such % that you can see', new.target_type using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('reports:' || me::text, 0));
  if (
    select count(*) from public.reports r where r.reporter = me and r.created_at > now() - interval '24 hours'
  ) >= 10 then
    raise exception 'You have sent 10 reports today. Try again tomorrow.'
      using errcode = 'P0001', hint = 'too_many_reports';
  end if;
  return new;
end
$$;

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

-- The one writer of notifications: a kind and its parameters, which the client words in the
-- reader's language. Not callable through the API; triggers call it. Nothing reaches a person
-- from someone either of them has blocked.
create or replace function public.notify(
  p_recipient uuid, p_kind text, p_message_id bigint, p_params jsonb, p_link text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (recipient, kind, message_id, params, link)
  select p_recipient, p_kind, p_message_id, jsonb_strip_nulls(coalesce(p_params, '{}'::jsonb)), p_link
  where not public.blocked_between(p_recipient, (select auth.uid()))
$$;

-- A provider's visible reviews, newest first, `max` at a time before review `before_id`. The reviewer is
-- shown as first name and last initial only; no e-mail, phone or account id leaves this function.
create or replace function public.provider_reviews(
  provider uuid,
  before_id bigint default null,
  max integer default 10
)
returns table (
  id bigint,
  reviewer_name text,
  rating smallint,
  body text,
  reply text,
  created_at timestamptz,
  updated_at timestamptz,
  replied_at timestamptz,
  verified boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.id,
    coalesce(
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), public.name_initial(u.last_name) || '.')), ''),
      'Mistri customer'
    ),
    r.rating,
    r.body,
    r.reply,
    r.created_at,
    r.updated_at,
    r.replied_at,
    true
  from public.reviews r
  left join public.users u on u.uuid = r.customer
  where r.provider = provider_reviews.provider
    and r.hidden_at is null
    and (provider_reviews.before_id is null or r.id < provider_reviews.before_id)
  order by r.id desc
  limit least(greatest(coalesce(provider_reviews.max, 10), 1), 50)
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
  join public."service-providers" sp on sp.uuid = o.provider
  left join public.users u on u.uuid = o.customer
  order by o.created_at desc
  limit least(greatest(coalesce(recent_reviews.max, 3), 1), 12)
$$;

-- Count, average and the number of reviews with each star. Like the stored rating, it counts a
-- review hidden by reports until an admin decides: three accounts must not move a score.
create or replace function public.provider_rating_summary(provider uuid)
returns table (
  rating_count integer,
  rating_avg numeric,
  stars_1 integer,
  stars_2 integer,
  stars_3 integer,
  stars_4 integer,
  stars_5 integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    count(*)::integer,
    round(avg(r.rating), 2),
    (count(*) filter (where r.rating = 1))::integer,
    (count(*) filter (where r.rating = 2))::integer,
    (count(*) filter (where r.rating = 3))::integer,
    (count(*) filter (where r.rating = 4))::integer,
    (count(*) filter (where r.rating = 5))::integer
  from public.reviews r
  where r.provider = provider_rating_summary.provider
$$;

revoke execute on function public.blocked_between(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.blocks_guard_request() from public, anon, authenticated;
revoke execute on function public.blocks_guard_chat() from public, anon, authenticated;
revoke execute on function public.reports_before_insert() from public, anon, authenticated;
revoke execute on function public.reports_hide_review() from public, anon, authenticated;

-- TRIGGERS: the block guard on requests runs after the status machine has settled the status.
create trigger messages_zb_blocks
  before insert or update on public.messages
  for each row execute function public.blocks_guard_request();

create trigger chat_messages_blocks
  before insert on public.chat_messages
  for each row execute function public.blocks_guard_chat();

create trigger reports_before_insert
  before insert on public.reports
  for each row execute function public.reports_before_insert();

create trigger reports_hide_review
  after insert on public.reports
  for each row execute function public.reports_hide_review();

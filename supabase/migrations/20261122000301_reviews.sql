-- TABLE: one review per accepted connection, written by its customer about its provider.
create table public.reviews (
  id bigint generated always as identity primary key,
  message_id bigint not null references public.messages (message_id) on delete cascade,
  provider uuid not null references public."service-providers" (uuid) on delete cascade,
  customer uuid not null default auth.uid() references auth.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (char_length(body) <= 1000),
  reply text check (char_length(reply) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  replied_at timestamptz,
  constraint reviews_message_id_key unique (message_id),
  constraint reviews_not_self check (provider <> customer)
);

comment on table public.reviews is 'Verified reviews: only the customer of an accepted connection writes one.';

-- INDEXES: a provider's reviews, newest first (provider_reviews pages on id).
create index reviews_provider_idx on public.reviews (provider, id desc);
create index reviews_customer_idx on public.reviews (customer);

-- The directory's rating columns, kept by the triggers below (null average = no reviews yet).
alter table public."service-providers"
  add column rating_count integer not null default 0 check (rating_count >= 0),
  add column rating_avg numeric(3, 2) check (rating_avg between 1 and 5);

-- Site-wide totals: the prior of the Bayesian score (one row, kept by the triggers below).
create table public.review_totals (
  id boolean primary key default true check (id),
  review_count bigint not null default 0,
  rating_sum bigint not null default 0
);
insert into public.review_totals default values;
revoke all on table public.review_totals from anon, authenticated;
alter table public.review_totals enable row level security;

-- GRANTS: customers write rating and body; the provider's reply is the only other writable column.
revoke all on table public.reviews from anon, authenticated;
grant select on table public.reviews to anon, authenticated;
grant insert (message_id, provider, customer, rating, body) on table public.reviews to authenticated;
grant update (rating, body, reply) on table public.reviews to authenticated;

-- RLS
alter table public.reviews enable row level security;

create policy "Everyone reads reviews"
  on public.reviews for select to anon, authenticated
  using (true);

create policy "Customers review their accepted connections as themselves"
  on public.reviews for insert to authenticated
  with check (
    customer = (select auth.uid())
    and exists (
      select 1 from public.messages m
      where m.message_id = reviews.message_id
        and m.is_chat
        and m."from" = (select auth.uid())
        and m."to" = reviews.provider
    )
  );

create policy "Authors edit their review for 30 days"
  on public.reviews for update to authenticated
  using (customer = (select auth.uid()) and created_at > now() - interval '30 days')
  with check (customer = (select auth.uid()));

create policy "Providers reply to reviews of themselves"
  on public.reviews for update to authenticated
  using (provider = (select auth.uid()))
  with check (provider = (select auth.uid()));

-- TRIGGERS: dates, and who may change which column (both update policies grant the same columns).
create or replace function public.reviews_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    -- API callers get the server's dates and no reply; seeds (no caller) may set their own.
    if caller is not null then
      new.created_at := now();
      new.updated_at := now();
      new.reply := null;
      new.replied_at := null;
    end if;
    return new;
  end if;
  if (new.rating, new.body) is distinct from (old.rating, old.body) then
    if caller is not null and caller <> old.customer then
      raise exception 'Only the author of a review can change its rating or text'
        using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  if new.reply is distinct from old.reply then
    if caller is not null and caller <> old.provider then
      raise exception 'Only the reviewed provider can reply to a review'
        using errcode = '42501';
    end if;
    new.reply := nullif(btrim(new.reply), '');
    new.replied_at := case when new.reply is null then null else now() end;
  end if;
  return new;
end
$$;

create trigger reviews_before_write
  before insert or update on public.reviews
  for each row execute function public.reviews_before_write();

-- Recounts the provider's reviews after every change. The provider row is locked first, so
-- concurrent reviews of one provider recount one after another, each seeing the ones before
-- (every statement of a volatile function takes a new snapshot under READ COMMITTED). NO KEY
-- UPDATE, because each insert already holds the KEY SHARE lock of its foreign key on that row:
-- FOR UPDATE would conflict with the other inserts' KEY SHARE locks and deadlock.
create or replace function public.reviews_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.provider else new.provider end;
begin
  perform 1 from public."service-providers" where uuid = target for no key update;
  update public."service-providers" sp
  set rating_count = s.n, rating_avg = s.a
  from (select count(*)::integer as n, round(avg(r.rating), 2) as a from public.reviews r where r.provider = target) s
  where sp.uuid = target;
  update public.review_totals
  set review_count = review_count + case tg_op when 'INSERT' then 1 when 'DELETE' then -1 else 0 end,
      rating_sum = rating_sum
        + case when tg_op = 'DELETE' then 0 else new.rating end
        - case when tg_op = 'INSERT' then 0 else old.rating end;
  return null;
end
$$;

revoke execute on function public.reviews_after_write() from public, anon, authenticated;

create trigger reviews_after_write
  after insert or update of rating or delete on public.reviews
  for each row execute function public.reviews_after_write();

-- A provider's own writes keep the rating columns the database computed.
create or replace function public.provider_rating_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.rating_count := 0;
      new.rating_avg := null;
    else
      new.rating_count := old.rating_count;
      new.rating_avg := old.rating_avg;
    end if;
  end if;
  return new;
end
$$;

create trigger provider_rating_guard
  before insert or update on public."service-providers"
  for each row execute function public.provider_rating_guard();

-- REALTIME: providers see new reviews arrive.
alter publication supabase_realtime add table public.reviews;

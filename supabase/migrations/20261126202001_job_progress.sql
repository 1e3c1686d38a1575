-- Issue 27, item 5: a job on an accepted connection ends done or cancelled. Either side marks it
-- done; the other confirms or disputes; unanswered, it counts as done 48 hours after the mark.
-- Cancelling after acceptance takes a reason the other side sees. Providers carry a count of
-- their done jobs for the cards. A help-now request still in flight can be withdrawn.
-- The functions are in the next migration (supabase/schemas/functions).

-- TABLE: where the job of an accepted connection stands; no row means it is still on.
create table public.job_progress (
  message_id bigint primary key references public.messages (message_id) on delete cascade,
  customer uuid not null references auth.users (id) on delete cascade,
  provider uuid not null references auth.users (id) on delete cascade,
  state text not null check (state in ('marked', 'done', 'disputed', 'cancelled')),
  marked_by uuid,
  marked_at timestamptz,
  confirmed_by uuid,
  done_at timestamptz,
  disputed_at timestamptz,
  cancelled_by uuid,
  cancelled_at timestamptz,
  cancel_reason text check (cancel_reason in (
    'no_longer_needed', 'found_someone_else', 'cannot_make_it', 'not_my_kind_of_work',
    'price_not_agreed', 'no_show', 'other'
  )),
  cancel_note text check (char_length(cancel_note) between 1 and 300),
  updated_at timestamptz not null default now(),
  constraint job_progress_parties check (customer <> provider),
  constraint job_progress_marker check (marked_by is null or marked_by in (customer, provider)),
  constraint job_progress_confirmer check (confirmed_by is null or (confirmed_by in (customer, provider) and confirmed_by <> marked_by)),
  constraint job_progress_canceller check (cancelled_by is null or cancelled_by in (customer, provider)),
  constraint job_progress_state_fields check (case state
    when 'marked' then marked_by is not null and marked_at is not null and done_at is null
                       and disputed_at is null and cancelled_at is null
    when 'done' then marked_by is not null and marked_at is not null and done_at is not null
                     and disputed_at is null and cancelled_at is null
    when 'disputed' then marked_by is not null and marked_at is not null and disputed_at is not null
                         and done_at is null and cancelled_at is null
    else cancelled_by is not null and cancelled_at is not null and cancel_reason is not null
         and done_at is null
  end),
  constraint job_progress_other_needs_note check (cancel_reason is distinct from 'other' or cancel_note is not null)
);

comment on table public.job_progress is
  'Where the job of an accepted connection stands: marked done by one side, done, disputed or cancelled (with a reason). Written only by mark_job_done, confirm_job_done, dispute_job_done, cancel_job and settle_done_jobs; both parties read it.';
comment on column public.job_progress.confirmed_by is
  'Who confirmed the mark; null on a done job means it counted as done 48 hours after the mark.';

create index job_progress_marked_idx on public.job_progress (marked_at) where state = 'marked';
create index job_progress_provider_idx on public.job_progress (provider);
create index job_progress_customer_idx on public.job_progress (customer);

revoke all on table public.job_progress from anon, authenticated;
grant select on table public.job_progress to authenticated;
alter table public.job_progress enable row level security;
create policy "Both parties read where their job stands"
  on public.job_progress for select to authenticated
  using ((select auth.uid()) in (customer, provider));

alter publication supabase_realtime add table public.job_progress;

-- COLUMN: done jobs per provider, kept by a trigger on job_progress, so cards read a column.
alter table public."service-providers"
  add column jobs_done integer not null default 0 constraint "service-providers_jobs_done_check" check (jobs_done >= 0);
comment on column public."service-providers".jobs_done is
  'How many jobs with this provider are done (confirmed, or unanswered 48 hours after the mark); kept by job_progress_after_change.';

alter type public.directory_provider add attribute jobs_done integer;
alter type public.nearby_provider add attribute jobs_done integer;

-- NOTIFICATIONS: the job's steps.
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
    'review_reply', 'job_marked_done', 'job_done', 'job_disputed', 'job_cancelled'
  )
);

-- HELP NOW: the customer may withdraw one still in flight.
alter table public.help_now drop constraint help_now_state_check;
alter table public.help_now add constraint help_now_state_check
  check (state in ('open', 'accepted', 'unanswered', 'cancelled'));

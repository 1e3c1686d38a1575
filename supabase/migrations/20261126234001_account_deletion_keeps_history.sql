-- ACCOUNT DELETION (issue 28, item 5). When a person deletes their account the other side keeps
-- what they share: the connection and its chat, the job's progress and the reviews written about
-- a provider. Those rows now lose the deleted person's id (set null) instead of disappearing with
-- it; the read paths show "Former customer" / "Former provider" for a missing party and
-- "Mistri customer" for a review whose author is gone. Everything that is only the person's own
-- (profile, notifications, channels, push subscriptions, reports, blocks, help-now requests) still
-- goes with the account (on delete cascade). delete_account_data() clears the personal fields of
-- the kept rows in the same transaction.

alter table public.messages alter column "from" drop not null;
alter table public.messages alter column "to" drop not null;
alter table public.messages drop constraint messages_from_fkey;
alter table public.messages add constraint messages_from_fkey
  foreign key ("from") references auth.users (id) on delete set null;
alter table public.messages drop constraint messages_to_fkey;
alter table public.messages add constraint messages_to_fkey
  foreign key ("to") references public."service-providers" (uuid) on delete set null;

alter table public.chat_messages alter column sender drop not null;
alter table public.chat_messages drop constraint chat_messages_sender_fkey;
alter table public.chat_messages add constraint chat_messages_sender_fkey
  foreign key (sender) references auth.users (id) on delete set null;

alter table public.reviews alter column customer drop not null;
alter table public.reviews drop constraint reviews_customer_fkey;
alter table public.reviews add constraint reviews_customer_fkey
  foreign key (customer) references auth.users (id) on delete set null;

alter table public.job_progress alter column customer drop not null;
alter table public.job_progress alter column provider drop not null;
alter table public.job_progress drop constraint job_progress_customer_fkey;
alter table public.job_progress add constraint job_progress_customer_fkey
  foreign key (customer) references auth.users (id) on delete set null;
alter table public.job_progress drop constraint job_progress_provider_fkey;
alter table public.job_progress add constraint job_progress_provider_fkey
  foreign key (provider) references auth.users (id) on delete set null;

-- A message whose sender deleted their account (sender null) can still be marked read.
drop policy "Recipients mark messages as read" on public.chat_messages;
create policy "Recipients mark messages as read"
  on public.chat_messages for update to authenticated
  using (sender is distinct from (select auth.uid()) and public.is_chat_party(message_id))
  with check (sender is distinct from (select auth.uid()) and public.is_chat_party(message_id));

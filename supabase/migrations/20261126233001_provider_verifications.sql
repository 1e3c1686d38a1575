-- VERIFIED PROVIDERS (issue 28, item 1). "Phone verified": the provider's listed phone is their
-- contact phone proven with an SMS code (phone-code). "ID checked": the provider uploads a photo of
-- one government ID and a selfie to a private bucket, and an admin approves the check. Only the
-- last 4 characters of the ID number are stored as text; the photos are deleted 30 days after the
-- decision (verification_documents_due / verification_documents_deleted, run by a scheduled chore).

-- TABLE: one ID check per submission; one pending at a time per provider.
create table public.provider_verifications (
  id bigint generated always as identity primary key,
  provider uuid not null default auth.uid() references public."service-providers" (uuid) on delete cascade,
  id_type text not null check (id_type in ('aadhaar', 'pan', 'driving_licence', 'voter_id')),
  id_last4 text not null constraint provider_verifications_id_last4_check check (id_last4 ~ '^[0-9A-Z]{4}$'),
  document_path text,
  selfie_path text,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason text check (reason is null or char_length(btrim(reason)) between 1 and 500),
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  documents_deleted_at timestamptz,
  constraint provider_verifications_decided check ((status = 'pending') = (decided_at is null)),
  constraint provider_verifications_reject_reason check (status <> 'rejected' or reason is not null),
  constraint provider_verifications_paths check (
    (documents_deleted_at is null) = (document_path is not null and selfie_path is not null)
    and (documents_deleted_at is null or decided_at is not null)
  ),
  constraint provider_verifications_document_path check (
    document_path is null
    or document_path ~ ('^' || provider::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-document\.(jpg|webp)$')
  ),
  constraint provider_verifications_selfie_path check (
    selfie_path is null
    or selfie_path ~ ('^' || provider::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-selfie\.(jpg|webp)$')
  )
);

comment on table public.provider_verifications is
  'ID checks: the ID type, its last 4 characters, photos of the ID and a selfie (private bucket verification-documents), an admin''s decision.';
comment on column public.provider_verifications.id_last4 is 'Only the last 4 characters of the ID number, upper case.';
comment on column public.provider_verifications.documents_deleted_at is
  'When the two photos were deleted (30 days after the decision); the paths are null from then on.';

create unique index provider_verifications_one_pending on public.provider_verifications (provider)
  where status = 'pending';
create index provider_verifications_provider_idx on public.provider_verifications (provider, submitted_at desc);
create index provider_verifications_queue_idx on public.provider_verifications (submitted_at)
  where status = 'pending';
create index provider_verifications_documents_due_idx on public.provider_verifications (decided_at)
  where documents_deleted_at is null and decided_at is not null;

revoke all on table public.provider_verifications from anon, authenticated;
grant select on table public.provider_verifications to authenticated;
grant insert (id_type, id_last4, document_path, selfie_path) on table public.provider_verifications to authenticated;
grant select, insert, update, delete on table public.provider_verifications to service_role;

alter table public.provider_verifications enable row level security;

create policy "Providers read their own ID checks; admins read all"
  on public.provider_verifications for select to authenticated
  using (provider = (select auth.uid()) or (select public.is_admin()));

create policy "Providers submit their own ID check"
  on public.provider_verifications for insert to authenticated
  with check (provider = (select auth.uid()) and status = 'pending' and decided_at is null and reason is null);

-- COLUMNS: the two badges on every provider card; kept by the database, never by the provider.
alter table public."service-providers"
  add column phone_verified boolean not null default false,
  add column id_checked boolean not null default false;
comment on column public."service-providers".phone_verified is
  'The listed phone is the provider''s contact phone, verified by an SMS code; kept by providers_verified_phone.';
comment on column public."service-providers".id_checked is
  'An admin approved an ID check (provider_verifications); kept by admin_decide_verification.';

update public."service-providers" sp
set phone_verified = true
where exists (
  select 1
  from public.contact_phones c
  join public.provider_private p on p.uuid = c.user_id
  where c.user_id = sp.uuid and c.phone = p.phonenumber and c.verified_at is not null
);

create index "service-providers_id_checked_idx" on public."service-providers" (uuid) where id_checked;

alter type public.directory_provider add attribute phone_verified boolean, add attribute id_checked boolean;
alter type public.nearby_provider add attribute phone_verified boolean, add attribute id_checked boolean;

-- STORAGE: ID photos and selfies, private: <provider uuid>/<uuid>-document.jpg and -selfie.jpg.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('verification-documents', 'verification-documents', false, 2097152, array['image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Providers upload ID photos to their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'verification-documents'
    and split_part(name, '/', 1) = (select auth.uid())::text
    and exists (select 1 from public."service-providers" sp where sp.uuid = (select auth.uid()))
  );

create policy "Providers and admins read ID photos"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'verification-documents'
    and (split_part(name, '/', 1) = (select auth.uid())::text or (select public.is_admin()))
  );

-- The directory and Nearby take a "Verified only" argument (next migration): the old signatures go.
drop function public.nearby_providers(double precision, double precision, double precision, text);
drop function public.search_providers(text, text, text, text, integer, double precision, double precision, boolean, numeric, integer);

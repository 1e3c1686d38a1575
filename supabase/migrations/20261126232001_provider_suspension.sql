-- SUSPENDED PROVIDERS (issue 28, item 3). An admin can suspend a provider: the provider is then
-- left out of every listing (nearby, directory, search, the panel's deep link) and receives no new
-- request, while existing conversations stay. The directory's read policy is the one place every
-- listing already passes through, so a suspended row is simply not readable by anyone but its
-- owner and admins; nearby_providers and search_providers are unchanged.

alter table public."service-providers" add column suspended_at timestamptz;

comment on column public."service-providers".suspended_at is
  'When an admin suspended the provider (null: listed); set only by admin_set_provider_suspended().';

drop policy "Everyone reads the provider directory" on public."service-providers";

create policy "Everyone reads listed providers"
  on public."service-providers" for select to anon, authenticated
  using (suspended_at is null);

create policy "Providers read their own row"
  on public."service-providers" for select to authenticated
  using (uuid = (select auth.uid()));

create policy "Admins read every provider"
  on public."service-providers" for select to authenticated
  using ((select public.is_admin()));

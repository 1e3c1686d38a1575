-- VERIFIED PROVIDERS, wiring: triggers, grants and comments for the functions of the migration before.

-- TRIGGERS
create trigger provider_verifications_uploaded
  before insert on public.provider_verifications
  for each row execute function public.provider_verifications_uploaded();

create trigger providers_keep_id_checked
  before insert or update of id_checked on public."service-providers"
  for each row execute function public.providers_keep_id_checked();

create trigger providers_verified_phone
  before insert or update of phonenumber, phone_verified on public."service-providers"
  for each row execute function public.providers_verified_phone();

create trigger contact_phones_provider_badge
  after insert or update or delete on public.contact_phones
  for each row execute function public.contact_phones_provider_badge();

-- GRANTS AND COMMENTS
comment on function public.admin_decide_verification(bigint, boolean, text) is
  'Admins (aal2): approve or reject (with a reason) a pending ID check; audited.';
revoke all on function public.admin_decide_verification(bigint, boolean, text) from public, anon;
grant execute on function public.admin_decide_verification(bigint, boolean, text) to authenticated;

comment on function public.verification_documents_due(integer) is
  'ID checks whose photos are due for deletion (30 days after the decision); for the purge chore.';
revoke all on function public.verification_documents_due(integer) from public, anon, authenticated;
grant execute on function public.verification_documents_due(integer) to service_role;

comment on function public.verification_documents_deleted(bigint[]) is
  'Marks ID checks'' photos deleted once Storage removed them; for the purge chore.';
revoke all on function public.verification_documents_deleted(bigint[]) from public, anon, authenticated;
grant execute on function public.verification_documents_deleted(bigint[]) to service_role;

revoke all on function public.provider_verifications_uploaded() from public, anon, authenticated;
revoke all on function public.providers_keep_id_checked() from public, anon, authenticated;
revoke all on function public.providers_verified_phone() from public, anon, authenticated;
revoke all on function public.contact_phones_provider_badge() from public, anon, authenticated;

comment on function public.nearby_providers(double precision, double precision, double precision, text, boolean) is
  'Providers within radius_km of (lat, lon), available first, then nearest; verified_only: ID checked only.';
grant execute on function public.nearby_providers(double precision, double precision, double precision, text, boolean)
  to anon, authenticated, service_role;

comment on function public.search_providers(text, text, text, text, integer, double precision, double precision, boolean, numeric, integer, boolean) is
  'The directory: search, filters (verified: ID checked only), sorts and keyset pages.';
revoke execute on function public.search_providers(text, text, text, text, integer, double precision, double precision, boolean, numeric, integer, boolean) from public;
grant execute on function public.search_providers(text, text, text, text, integer, double precision, double precision, boolean, numeric, integer, boolean)
  to anon, authenticated, service_role;

-- Marks the photos of these ID checks deleted, once Storage removed them: only rows that are due
-- and whose objects are gone from the bucket. Returns how many were marked.
create or replace function public.verification_documents_deleted(p_ids bigint[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  marked integer;
begin
  update public.provider_verifications v
  set document_path = null, selfie_path = null, documents_deleted_at = now()
  where v.id = any (coalesce(p_ids, '{}'))
    and v.documents_deleted_at is null
    and v.decided_at <= now() - interval '30 days'
    and not exists (
      select 1 from storage.objects o
      where o.bucket_id = 'verification-documents' and o.name in (v.document_path, v.selfie_path)
    );
  get diagnostics marked = row_count;
  return marked;
end
$$;

-- The ID checks whose photos are due for deletion: decided 30 days ago or more, photos still
-- kept. The purge chore removes the objects through Storage, then marks them deleted.
create or replace function public.verification_documents_due(p_limit integer default 100)
returns table (id bigint, document_path text, selfie_path text)
language sql
stable
security definer
set search_path = ''
as $$
  select v.id, v.document_path, v.selfie_path
  from public.provider_verifications v
  where v.documents_deleted_at is null
    and v.decided_at is not null
    and v.decided_at <= now() - interval '30 days'
  order by v.decided_at
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
$$;

-- Trigger: an ID check names an ID photo and a selfie already uploaded to the private bucket.
create or replace function public.provider_verifications_uploaded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.document_path is null or new.selfie_path is null or new.document_path = new.selfie_path or (
    select count(*) from storage.objects o
    where o.bucket_id = 'verification-documents' and o.name in (new.document_path, new.selfie_path)
  ) <> 2 then
    raise exception 'Upload the ID photo and the selfie before submitting the ID check.'
      using errcode = '23514', hint = 'documents_missing';
  end if;
  return new;
end
$$;

-- Trigger: a chat message names only photos that are already in the chat_photos bucket.
create or replace function public.chat_photos_uploaded()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if cardinality(new.photos) > 0 and (
    select count(*) from storage.objects o
    where o.bucket_id = 'chat_photos' and o.name = any (new.photos)
  ) <> cardinality(new.photos) then
    raise exception 'Chat photos must be uploaded before the message that shows them'
      using errcode = '23514', hint = 'Upload each photo to the chat_photos bucket first.';
  end if;
  return new;
end
$$;

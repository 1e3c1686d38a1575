-- Who uploaded a chat photo: the sender folder of its path, or null when the path is not a chat photo path.
create or replace function public.chat_photo_sender(path text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when public.chat_photo_conversation(path) is not null then split_part(path, '/', 3)::uuid end
$$;

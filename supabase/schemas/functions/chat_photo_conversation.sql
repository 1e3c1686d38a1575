-- The connection a chat photo's path belongs to (chats/<connection>/<sender>/<uuid>-<1..5>.jpg or
-- .webp), or null when the path is not a chat photo path.
create or replace function public.chat_photo_conversation(path text)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case
    when path ~ '^chats/[1-9][0-9]{0,17}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[1-5]\.(jpg|webp)$'
    then split_part(path, '/', 2)::bigint
  end
$$;

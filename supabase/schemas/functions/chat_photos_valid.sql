-- A chat message's photos: at most 5, distinct, each a path in the sender's folder of that connection.
create or replace function public.chat_photos_valid(photos text[], conversation bigint, sender uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select photos is not null
     and cardinality(photos) <= 5
     and array_position(photos, null) is null
     and not exists (
       select 1 from unnest(photos) p
       where public.chat_photo_conversation(p) is distinct from conversation
          or public.chat_photo_sender(p) is distinct from sender
     )
     and cardinality(photos) = (select count(distinct p) from unnest(photos) p)
$$;

-- The stored files that are a person's own: their profile picture, the photos of their requests
-- and help-now requests, the photos they sent in chats, and anything else they uploaded.
create or replace function public.account_storage_objects(p_user uuid)
returns table (bucket text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select o.bucket_id, o.name
  from storage.objects o
  where o.owner = p_user
     or o.owner_id = p_user::text
     or (o.bucket_id = 'profile_pic'
         and o.name in ('users/' || p_user::text || '.jpg', 'service-providers/' || p_user::text || '.jpg'))
     or (o.bucket_id = 'request_photos' and o.name like 'requests/' || p_user::text || '/%')
     or (o.bucket_id = 'chat_photos' and public.chat_photo_sender(o.name) = p_user)
  order by o.bucket_id, o.name
$$;

-- Issue 27, item 4: photos in chat. A chat message carries up to 5 photos (and may then have no
-- text); they live in a private bucket that only the two parties of that connection read.

-- STORAGE: chat photos, private; the bucket enforces the type and size of each upload.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('chat_photos', 'chat_photos', false, 2097152, array['image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- FUNCTIONS
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

-- Who uploaded a chat photo: the sender folder of its path, or null when the path is not a chat photo path.
create or replace function public.chat_photo_sender(path text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when public.chat_photo_conversation(path) is not null then split_part(path, '/', 3)::uuid end
$$;

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

-- Trigger: a chat message notifies the other party, unless an unread notice for that conversation
-- is waiting already. A message with photos says how many (the reader's app words "sent a photo").
create or replace function public.notify_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation public.messages%rowtype;
  target uuid;
  sender_name text;
begin
  select * into conversation from public.messages m where m.message_id = new.message_id;
  if not found then
    return null;
  end if;
  if new.sender = conversation."from" then
    target := conversation."to";
    sender_name := nullif(public.request_first_name(conversation.username), '');
  else
    target := conversation."from";
    select coalesce(
             nullif(public.request_first_name(sp.first_name), ''),
             nullif(public.request_first_name(conversation.spname), ''))
      into sender_name
    from public."service-providers" sp where sp.uuid = conversation."to";
  end if;
  if exists (
    select 1 from public.notifications n
    where n.recipient = target
      and n.kind = 'new_message'
      and n.message_id = new.message_id
      and n.read_at is null
  ) then
    return null;
  end if;
  perform public.notify(target, 'new_message', new.message_id,
    jsonb_build_object(
      'name', sender_name,
      'preview', nullif(left(new.body, 140), ''),
      'photos', nullif(cardinality(new.photos), 0)
    ), '/messages');
  return null;
end
$$;

-- TABLE: a message is text, photos or both.
alter table public.chat_messages
  add column photos text[] not null default '{}',
  alter column body set default '',
  drop constraint chat_messages_body_check,
  add constraint chat_messages_body_check
    check (char_length(body) <= 2000 and (btrim(body) <> '' or cardinality(photos) > 0)),
  add constraint chat_messages_photos_valid
    check (public.chat_photos_valid(photos, message_id, sender));

comment on column public.chat_messages.photos is
  'Paths in the chat_photos bucket (chats/<message_id>/<sender>/<uuid>-<n>.jpg), at most 5; read through signed URLs.';

create trigger chat_messages_photos_uploaded
  before insert on public.chat_messages
  for each row execute function public.chat_photos_uploaded();

-- GRANTS
grant insert (photos) on table public.chat_messages to authenticated;
revoke execute on function public.chat_photos_uploaded() from public, anon, authenticated;
revoke execute on function public.chat_photo_conversation(text) from public, anon;
grant execute on function public.chat_photo_conversation(text) to authenticated, service_role;
revoke execute on function public.chat_photo_sender(text) from public, anon;
grant execute on function public.chat_photo_sender(text) to authenticated, service_role;
revoke execute on function public.chat_photos_valid(text[], bigint, uuid) from public, anon;
grant execute on function public.chat_photos_valid(text[], bigint, uuid) to authenticated, service_role;

-- STORAGE POLICIES: a party uploads into their own folder of the connection; both parties read.
create policy "Chat parties upload photos to their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'chat_photos'
    and public.chat_photo_sender(name) = (select auth.uid())
    and public.is_chat_party(public.chat_photo_conversation(name))
  );

create policy "The two parties of a connection read its chat photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'chat_photos' and public.is_chat_party(public.chat_photo_conversation(name)));

-- PICTURES ARE OUR OWN FILES: every picture column holds empty or the owner's object path in the
-- profile_pic bucket (users/{uuid}.jpg, service-providers/{uuid}.jpg), never an address, so no
-- row can make another person's browser fetch a URL of the writer's choosing (a tracking pixel).
-- Readers sign the path with their own session; storage policies say whose pictures they may see.

-- A stored value that names the owner's object (a signed URL of it) becomes its path; any other
-- address becomes empty.
create function pg_temp.picture_path(value text, folder text, owner uuid) returns text
language sql immutable
as $$
  select case
    when value = folder || '/' || owner || '.jpg' then value
    when value ~ ('/profile_pic/' || folder || '/' || owner || '\.jpg([?#]|$)') then folder || '/' || owner || '.jpg'
    else ''
  end
$$;

update public.users
set "profilePicUrl" = pg_temp.picture_path("profilePicUrl", 'users', uuid),
    profile_link = pg_temp.picture_path(profile_link, 'users', uuid)
where "profilePicUrl" <> '' or profile_link <> '';

update public."service-providers"
set "profilePicUrl" = pg_temp.picture_path("profilePicUrl", 'service-providers', uuid)
where "profilePicUrl" <> '';

update public.messages
set user_profile = pg_temp.picture_path(user_profile, 'users', "from"),
    sp_profile = pg_temp.picture_path(sp_profile, 'service-providers', "to")
where user_profile <> '' or sp_profile <> '';

alter table public.users
  add constraint users_picture_is_own_path
    check ("profilePicUrl" in ('', 'users/' || uuid || '.jpg')),
  add constraint users_profile_link_is_own_path
    check (profile_link in ('', 'users/' || uuid || '.jpg'));

alter table public."service-providers"
  add constraint "service-providers_picture_is_own_path"
    check ("profilePicUrl" in ('', 'service-providers/' || uuid || '.jpg'));

alter table public.messages
  add constraint messages_user_profile_is_path
    check (user_profile in ('', 'users/' || "from" || '.jpg')),
  add constraint messages_sp_profile_is_path
    check (sp_profile in ('', 'service-providers/' || "to" || '.jpg'));

-- STORAGE: who may sign (read) whose picture. Providers' pictures are part of the public
-- directory; a customer's picture is seen by the providers that customer sent a request to.
create policy "Everyone reads providers' profile pictures"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'profile_pic' and name ~ '^service-providers/[0-9a-f-]{36}\.jpg$');

create policy "Providers read the pictures of customers who sent them a request"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'profile_pic'
    and name like 'users/%'
    and exists (
      select 1 from public.messages m
      where m."to" = (select auth.uid()) and objects.name = 'users/' || m."from" || '.jpg'
    )
  );

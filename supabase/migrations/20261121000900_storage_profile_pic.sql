-- STORAGE: private profile pictures, 1 MB, JPEG or PNG.
-- Objects: users/{uuid}.jpg for customers, service-providers/{uuid}.jpg for providers.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('profile_pic', 'profile_pic', false, 1048576, array['image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Owners read their own profile picture"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'profile_pic'
    and name in ('users/' || (select auth.uid()) || '.jpg', 'service-providers/' || (select auth.uid()) || '.jpg')
  );

create policy "Owners upload their own profile picture"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'profile_pic'
    and name in ('users/' || (select auth.uid()) || '.jpg', 'service-providers/' || (select auth.uid()) || '.jpg')
  );

create policy "Owners replace their own profile picture"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'profile_pic'
    and name in ('users/' || (select auth.uid()) || '.jpg', 'service-providers/' || (select auth.uid()) || '.jpg')
  )
  with check (
    bucket_id = 'profile_pic'
    and name in ('users/' || (select auth.uid()) || '.jpg', 'service-providers/' || (select auth.uid()) || '.jpg')
  );

create policy "Owners remove their own profile picture"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'profile_pic'
    and name in ('users/' || (select auth.uid()) || '.jpg', 'service-providers/' || (select auth.uid()) || '.jpg')
  );

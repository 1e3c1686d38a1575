-- A request's photos: at most 3, each a path the customer uploaded to the request_photos bucket
-- (requests/<customer>/<uuid>.jpg or .webp).
create or replace function public.request_photos_valid(photos text[], customer uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select photos is not null
     and cardinality(photos) <= 3
     and array_position(photos, null) is null
     and not exists (
       select 1 from unnest(photos) p
       where p !~ ('^requests/' || customer::text || '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|webp)$')
     )
     and cardinality(photos) = (select count(distinct p) from unnest(photos) p)
$$;

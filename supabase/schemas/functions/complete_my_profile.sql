-- Completes an account made before create_profile_for_new_user() existed, whose profile insert
-- was refused: the row is made from the sign-up metadata (the form's other values were not kept).
-- Names that break today's rules are left empty for the person to fill in on Edit Profile.
-- Returns the table the row went to, or null when nothing was needed or possible.
create or replace function public.complete_my_profile()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  account record;
  meta jsonb;
  full_name text;
  first text;
  last text;
  job text;
begin
  if me is null then
    return null;
  end if;
  if exists (select 1 from public.users where uuid = me)
     or exists (select 1 from public."service-providers" where uuid = me) then
    return null;
  end if;
  select u.email, u.raw_user_meta_data, u.raw_app_meta_data into account from auth.users u where u.id = me;
  meta := coalesce(account.raw_user_meta_data, '{}'::jsonb);
  if coalesce(account.raw_app_meta_data ->> 'provider', 'email') <> 'email'
     or not (meta ? 'first_name' or meta ? 'full_name') then
    return null;
  end if;
  full_name := btrim(coalesce(meta ->> 'full_name', ''));
  first := btrim(coalesce(meta ->> 'first_name', split_part(full_name, ' ', 1)));
  last := btrim(coalesce(meta ->> 'last_name', substr(full_name, char_length(split_part(full_name, ' ', 1)) + 2)));
  if char_length(first) > 400 then first := ''; end if;
  if char_length(last) > 400 then last := ''; end if;
  job := meta ->> 'job';
  if job in ('Electrician', 'Plumber') then
    insert into public."service-providers" (uuid, first_name, last_name, email, job)
    values (me, first, last, coalesce(account.email, ''), job);
    return 'service-providers';
  end if;
  insert into public.users (uuid, first_name, last_name, email) values (me, first, last, coalesce(account.email, ''));
  return 'users';
end;
$$;

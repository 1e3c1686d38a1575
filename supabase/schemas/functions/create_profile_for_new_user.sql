-- Trigger on auth.users: the profile row is made in the same transaction as the account (the
-- Supabase pattern), so a refused row refuses the sign-up and no half-made account is left behind.
-- Only sign-ups whose metadata has a first_name (the app's sign-up and register forms) get a row
-- here: a "service-providers" row when the metadata has a job, otherwise a users row. OAuth
-- sign-ups and accounts made without first_name insert their own row through the API.
create or replace function public.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  job text := nullif(meta ->> 'job', '');
begin
  if jsonb_typeof(meta -> 'first_name') is distinct from 'string' then
    return new;
  end if;
  if job is not null then
    insert into public."service-providers" (uuid, first_name, last_name, email, phonenumber, job)
    values (
      new.id, btrim(meta ->> 'first_name'), btrim(coalesce(meta ->> 'last_name', '')),
      coalesce(new.email, ''), coalesce(meta ->> 'phonenumber', ''), job
    );
  else
    insert into public.users (uuid, first_name, last_name, email, phonenumber)
    values (
      new.id, btrim(meta ->> 'first_name'), btrim(coalesce(meta ->> 'last_name', '')),
      coalesce(new.email, ''), coalesce(meta ->> 'phonenumber', '')
    );
  end if;
  return new;
end;
$$;

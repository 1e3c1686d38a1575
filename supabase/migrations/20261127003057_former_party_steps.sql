-- Written by `npm run db:diff -- former_party_steps` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.delete_account_data(uuid)

-- Erases a person's data in one transaction before their auth user is deleted (the delete-account
-- Edge Function calls it with the service role once it has checked the password or code). What
-- the other side keeps loses the person's id and personal fields: the connection (name, picture
-- and request photos cleared; "Former customer" / "Former provider" is shown instead), the chat
-- (their messages stay as text; a message that was only photos goes with the photos), the job's
-- progress and their reviews (shown as "Mistri customer"). The other side's notices lose the
-- person's name. Everything that is only theirs is deleted. Answers the storage objects the
-- function must remove next (account_storage_objects(), read before the rows go).
create or replace function public.delete_account_data(p_user uuid)
returns table (bucket text, name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  account_email text;
  file_buckets text[];
  file_names text[];
  former constant uuid := '00000000-0000-0000-0000-000000000000';
begin
  if p_user is null then
    raise exception 'An account id is needed' using errcode = '22023';
  end if;
  select lower(u.email) into account_email from auth.users u where u.id = p_user;

  select coalesce(array_agg(f.bucket), '{}'), coalesce(array_agg(f.name), '{}')
    into file_buckets, file_names
  from public.account_storage_objects(p_user) f;

  update public.notifications n
  set params = n.params - 'name'
  where n.recipient <> p_user
    and n.params ? 'name'
    and n.message_id in (select m.message_id from public.messages m where p_user in (m."from", m."to"));

  delete from public.chat_messages c
  where c.sender = p_user and btrim(c.body) = '' and cardinality(c.photos) > 0;
  update public.chat_messages c set sender = null, photos = '{}' where c.sender = p_user;

  update public.messages m
  set "from" = null, username = '', user_profile = '', photos = '{}'
  where m."from" = p_user;
  update public.messages m
  set "to" = null, spname = '', sp_profile = ''
  where m."to" = p_user;

  update public.job_progress j set customer = null where j.customer = p_user;
  update public.job_progress j set provider = null where j.provider = p_user;
  -- Who took a step stays as "someone no longer here" (the nil uuid), so the other side still sees
  -- that the step was not theirs, and the id of the deleted account is nowhere.
  update public.job_progress j
  set marked_by = case when j.marked_by = p_user then former else j.marked_by end,
      confirmed_by = case when j.confirmed_by = p_user then former else j.confirmed_by end,
      cancelled_by = case when j.cancelled_by = p_user then former else j.cancelled_by end
  where p_user in (j.marked_by, j.confirmed_by, j.cancelled_by);
  update public.messages m set visit_by = former where m.visit_by = p_user;
  update public.reviews r set customer = null where r.customer = p_user;

  delete from public.notifications n where n.recipient = p_user;
  delete from public.push_subscriptions s where s.user_id = p_user;
  delete from public.notification_preferences p where p.user_id = p_user;
  delete from public.contact_phones p where p.user_id = p_user;
  delete from private.phone_codes p where p.user_id = p_user;
  delete from public.help_now h where h.customer = p_user;
  delete from public.reports r where r.reporter = p_user;
  delete from public.blocks b where p_user in (b.blocker, b.blocked);
  if account_email is not null then
    delete from public.contact_messages c where lower(c.email) = account_email;
  end if;
  delete from public."service-providers" sp where sp.uuid = p_user;
  delete from public.users u where u.uuid = p_user;

  return query select f.bucket, f.name from unnest(file_buckets, file_names) as f (bucket, name);
end
$$;

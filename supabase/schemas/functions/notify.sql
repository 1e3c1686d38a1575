-- The one writer of notifications: a kind and its parameters, which the client words in the
-- reader's language. Not callable through the API; triggers call it. Nothing reaches a person
-- from someone either of them has blocked.
create or replace function public.notify(
  p_recipient uuid, p_kind text, p_message_id bigint, p_params jsonb, p_link text
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.notifications (recipient, kind, message_id, params, link)
  select p_recipient, p_kind, p_message_id, jsonb_strip_nulls(coalesce(p_params, '{}'::jsonb)), p_link
  where not public.blocked_between(p_recipient, (select auth.uid()))
$$;

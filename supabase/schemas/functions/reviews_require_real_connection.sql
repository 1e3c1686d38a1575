-- Trigger: reviews from real customers. Besides an accepted connection (the insert policy), a
-- review needs a customer whose e-mail address or phone number is confirmed, a connection accepted
-- at least an hour ago in which each side has sent at least one message, and room in the
-- provider's cap of 5 new reviews in 24 hours. Checked for API callers; seeds write their own
-- history.
create or replace function public.reviews_require_real_connection()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  connection public.messages%rowtype;
begin
  if not public.is_api_caller() then
    return new;
  end if;
  select * into connection from public.messages m
  where m.message_id = new.message_id
    and m.is_chat
    and m."from" = me
    and m."to" = new.provider
    and new.customer = me;
  if not found then
    -- Not the customer of this accepted connection: the insert policy refuses it.
    return new;
  end if;
  if not exists (
    select 1 from auth.users u
    where u.id = me and (u.email_confirmed_at is not null or u.phone_confirmed_at is not null)
  ) then
    raise exception 'Confirm your e-mail address or phone number before writing a review.'
      using errcode = 'P0001', hint = 'review_needs_confirmed_account';
  end if;
  if connection.answered_at is null or connection.answered_at > now() - interval '1 hour' then
    raise exception 'You can write a review one hour after your request was accepted.'
      using errcode = 'P0001', hint = 'review_too_soon';
  end if;
  if not exists (select 1 from public.chat_messages c where c.message_id = connection.message_id and c.sender = connection."from")
     or not exists (select 1 from public.chat_messages c where c.message_id = connection.message_id and c.sender = connection."to") then
    raise exception 'You can write a review once you and the provider have each sent at least one message.'
      using errcode = 'P0001', hint = 'review_needs_conversation';
  end if;
  -- Reviews of one provider are counted one after another (the count is a new snapshot).
  perform pg_advisory_xact_lock(hashtextextended('public.reviews of ' || new.provider::text, 0));
  if (
    select count(*) from public.reviews r
    where r.provider = new.provider and r.created_at > now() - interval '24 hours'
  ) >= 5 then
    raise exception 'This provider has had 5 new reviews in the last 24 hours. Please write yours tomorrow.'
      using errcode = 'P0001', hint = 'provider_review_limit';
  end if;
  return new;
end
$$;

-- REQUESTS CANNOT BE USED TO RING A PROVIDER'S BELL: a customer sends one request again (after
-- cancelling it, or after a decline or expiry) at most 3 times in 24 hours; a "new request" notice
-- is not repeated while the provider has not read the last one; and a name that goes into a
-- notification is a first name only, cut at any Unicode whitespace and stripped of control and
-- formatting characters (bidirectional overrides, zero-width spaces), so a "name" cannot carry a
-- sentence into someone else's notifications.

-- First names: every Unicode White_Space character splits; Cc and Cf characters are removed,
-- except the zero-width non-joiner and joiner (U+200C, U+200D), which Malayalam and other Indian
-- scripts need to spell names and which cannot separate words.
create or replace function public.request_first_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(split_part(btrim(regexp_replace(
    regexp_replace(
      coalesce(full_name, ''),
      '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]', ' ', 'g'),
    '[\u0001-\u001F\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]',
    '', 'g')), ' ', 1), 120)
$$;

comment on function public.request_first_name(text) is
  'The first word of a name: split at any Unicode whitespace, without control or formatting characters.';

-- Requests already stored keep only the cleaned first name.
update public.messages set username = public.request_first_name(username)
where username is distinct from public.request_first_name(username);

-- RE-SENDS: one row per time a customer sent a request again; only the database writes it.
create table public.request_resends (
  id bigint generated always as identity primary key,
  message_id bigint not null references public.messages (message_id) on delete cascade,
  resent_at timestamptz not null default now()
);

comment on table public.request_resends is 'When customers sent a request again (at most 3 times in 24 hours).';

create index request_resends_message_idx on public.request_resends (message_id, resent_at desc);

revoke all on table public.request_resends from anon, authenticated;
alter table public.request_resends enable row level security;

-- Concurrent re-sends of one request wait for each other on the request's row lock, and the
-- second then sees the request pending already, so it is not counted as a re-send.
create or replace function public.messages_limit_resends()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_api_caller()
     or new.status is distinct from 'pending'
     or public.request_status(old.status, old.requested_at) not in ('declined', 'cancelled', 'expired') then
    return new;
  end if;
  if (
    select count(*) from public.request_resends r
    where r.message_id = new.message_id and r.resent_at > now() - interval '24 hours'
  ) >= 3 then
    raise exception 'You have sent this request again 3 times today. Try again tomorrow, or ask another provider.'
      using errcode = 'P0001', hint = 'too_many_resends';
  end if;
  insert into public.request_resends (message_id) values (new.message_id);
  return new;
end
$$;

revoke execute on function public.messages_limit_resends() from public, anon, authenticated;

create trigger messages_limit_resends
  before update of status on public.messages
  for each row execute function public.messages_limit_resends();

-- The notification triggers use request_first_name() from 20261125009001.

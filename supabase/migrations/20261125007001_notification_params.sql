-- Notifications become language-neutral: a kind and its parameters (names, a decline reason's
-- code, a preview, a rating, an expiry), rendered by the client in the reader's language. The
-- English title and body columns go; the rows already written are carried over.
alter table public.notifications
  add column params jsonb not null default '{}'::jsonb
    constraint notifications_params_check
    check (jsonb_typeof(params) = 'object' and octet_length(params::text) <= 2000);

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (
  kind in (
    'new_request', 'request_accepted', 'request_declined', 'request_expired', 'new_message', 'new_review',
    'review_reply'
  )
);

comment on column public.notifications.params is
  'What the client needs to word the notification in the reader''s language: {name, reason, preview, rating, expires_at}.';

-- Carry the old rows over: the names come from the request, the reason and preview from the body.
update public.notifications n
set params = jsonb_strip_nulls(jsonb_build_object(
  'name', case
    when n.kind = 'new_request' then coalesce(nullif(btrim(m.username), ''), substring(n.title from '^(.*) sent you'))
    when n.kind = 'new_message' then substring(n.title from '^New message from (.*)$')
    else coalesce(
      nullif(btrim(sp.first_name), ''),
      nullif(btrim(m.spname), ''),
      substring(n.title from '^(.*) (?:accepted|declined) your request$'),
      substring(n.title from '^Your request to (.*) expired$')
    )
  end,
  'reason', case
    when n.kind = 'request_declined' then
      (select r from unnest(array['Too far', 'Fully booked', 'Not my kind of work']) r where n.body like r || '.%')
  end,
  'preview', case when n.kind = 'new_message' then nullif(n.body, '') end,
  'expires_at', case when n.kind = 'new_request' then n.created_at + public.request_ttl() end
))
from public.notifications self
left join public.messages m on m.message_id = self.message_id
left join public."service-providers" sp on sp.uuid = m."to"
where self.id = n.id;

alter table public.notifications drop column title, drop column body;

-- FUNCTIONS: the one writer, now with parameters instead of English text.
drop function public.notify(uuid, text, bigint, text, text, text);

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
  values (p_recipient, p_kind, p_message_id, jsonb_strip_nulls(coalesce(p_params, '{}'::jsonb)), p_link)
$$;

revoke execute on function public.notify(uuid, text, bigint, jsonb, text) from public, anon, authenticated;

-- The notification triggers write parameters from 20261125009001 on.

-- Answering (or cancelling) a request reads the provider's notices of it: the badge counts only
-- what still waits for them.
create or replace function public.read_answered_request_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n
  set read_at = now()
  where n.kind = 'new_request'
    and n.message_id = new.message_id
    and n.recipient = new."to"
    and n.read_at is null;
  return null;
end
$$;

-- Not "update of status": an update that sends only is_chat = true changes the status too.
create trigger read_answered_request_notifications
  after update on public.messages
  for each row
  when (old.status = 'pending' and new.status in ('accepted', 'declined', 'cancelled'))
  execute function public.read_answered_request_notifications();

revoke execute on function public.read_answered_request_notifications() from public, anon, authenticated;

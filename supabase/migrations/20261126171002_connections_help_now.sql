-- Written by `npm run db:diff -- connections_help_now` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed view public.connections

-- A connection as either party sees it, with the status as of now. No contact details.
create or replace view public.connections
with (security_invoker = true)
as
select
  m.message_id,
  m."from",
  m."to",
  public.request_status(m.status, m.requested_at) as status,
  m.is_chat,
  m.spname,
  m.sp_profile,
  m.requested_at,
  m.answered_at,
  m.decline_reason,
  m.requested_at + public.request_ttl() as expires_at,
  m.created_at,
  m.help_now_id
from public.messages m;

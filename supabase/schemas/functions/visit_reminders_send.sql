-- Reminds both parties of every agreed visit that starts within the hour, once each. A scheduler
-- calls it every minute (scripts/lib/visit-reminders.ts locally, pg_cron on a hosted project: see
-- docs/hosted-supabase.md), and so does every bell (expire_overdue_requests). Returns how many
-- visits were reminded.
create or replace function public.visit_reminders_send()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.messages;
  reminded integer := 0;
begin
  for r in
    select * from public.messages m
    where m.visit_agreed_at is not null
      and m.visit_reminded_at is null
      and m.visit_at > now()
      and m.visit_at <= now() + interval '1 hour'
      and m.status = 'accepted'
    order by m.visit_at, m.message_id
    for update skip locked
  loop
    update public.messages m set visit_reminded_at = now() where m.message_id = r.message_id;
    perform public.notify(r."from", 'visit_reminder', r.message_id,
      jsonb_build_object('name', public.visit_party_name(r, r."to"), 'date', r.visit_date, 'slot', r.visit_slot),
      '/chat/' || r.message_id);
    perform public.notify(r."to", 'visit_reminder', r.message_id,
      jsonb_build_object('name', public.visit_party_name(r, r."from"), 'date', r.visit_date, 'slot', r.visit_slot),
      '/chat/' || r.message_id);
    reminded := reminded + 1;
  end loop;
  return reminded;
end
$$;

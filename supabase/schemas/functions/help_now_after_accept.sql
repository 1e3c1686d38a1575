-- Trigger: once a help-now copy is accepted, its other open copies are stored as taken. Copies
-- locked by a concurrent accept are skipped: that accept then finds the winner and stores taken
-- itself (messages_status_machine).
create or replace function public.help_now_after_accept()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.help_now_id is not null and new.status = 'accepted' and old.status is distinct from 'accepted' then
    update public.messages m set status = 'taken'
    where m.message_id in (
      select o.message_id from public.messages o
      where o.help_now_id = new.help_now_id and o.message_id <> new.message_id and o.status = 'pending'
      for update skip locked
    );
  end if;
  return null;
end
$$;

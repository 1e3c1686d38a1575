-- Written by `npm run db:diff -- chat_closed_for_deleted` from supabase/schemas/: review it before committing.
-- Grants and comments for new functions and views are not part of it: add them here.
--   changed function public.blocks_guard_chat()

-- Trigger: no new chat message between two people when either has blocked the other, or when
-- one of them has deleted their account. The old messages stay readable; the refusal does not
-- say why.
create or replace function public.blocks_guard_chat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_api_caller() and exists (
    select 1 from public.messages m
    where m.message_id = new.message_id
      and (m."from" is null or m."to" is null or public.blocked_between(m."from", m."to"))
  ) then
    raise exception 'This conversation is not taking new messages.'
      using errcode = 'P0001', hint = 'conversation_closed';
  end if;
  return new;
end
$$;

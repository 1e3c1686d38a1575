-- Moves on every help-now request whose round is over without an answer: the next 5 providers are
-- asked (3 rounds at most); after the last round, or when nobody is left to ask, it ends as
-- 'unanswered' and its open copies expire. Reads do not depend on it (help_now_state() tells the
-- state as of now); the customer's page, the bell, a new help-now request and a scheduler
-- (pg_cron, see docs/hosted-supabase.md) call it. Returns how many requests moved on.
create or replace function public.help_now_advance()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  g record;
  moved integer := 0;
begin
  for g in
    select h.id, h.round from public.help_now h
    where h.state = 'open'
      and h.round_started_at <= now() - make_interval(mins => public.help_now_round_minutes())
    order by h.id
    for update skip locked
  loop
    if g.round < 3 and public.help_now_ask(g.id) > 0 then
      update public.help_now h set round = h.round + 1, round_started_at = now() where h.id = g.id;
    else
      update public.help_now h set state = 'unanswered', ended_at = now() where h.id = g.id;
      update public.messages m set status = 'expired'
      where m.help_now_id = g.id and m.status = 'pending';
    end if;
    moved := moved + 1;
  end loop;
  return moved;
end
$$;

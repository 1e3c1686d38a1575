-- A help-now request's state as of now: an open one whose last round is over reads as unanswered.
create or replace function public.help_now_state(state text, round integer, round_started_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when state = 'open' and round >= 3
         and round_started_at <= now() - make_interval(mins => public.help_now_round_minutes()) then 'unanswered'
    else state
  end
$$;

-- The accepted copy of a help-now request, if one was accepted.
create or replace function public.help_now_winner(help_now_id bigint)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select h.winner from public.help_now h where h.id = help_now_winner.help_now_id
$$;

-- The accepted copy of a help-now request, if one was accepted; told only to its parties.
create or replace function public.help_now_winner(help_now_id bigint)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select h.winner from public.help_now h
  where h.id = help_now_winner.help_now_id
    and ((select auth.uid()) is null or exists (
      select 1 from public.messages m
      where m.help_now_id = h.id and (select auth.uid()) in (m."from", m."to")
    ))
$$;

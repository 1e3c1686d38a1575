-- Whether a help-now request ended without anyone accepting it; told only to its parties.
create or replace function public.help_now_ended(help_now_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.help_now h
    where h.id = help_now_ended.help_now_id
      and h.state = 'unanswered'
      and ((select auth.uid()) is null or exists (
        select 1 from public.messages m
        where m.help_now_id = h.id and (select auth.uid()) in (m."from", m."to")
      ))
  )
$$;

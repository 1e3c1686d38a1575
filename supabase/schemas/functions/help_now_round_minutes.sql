-- How long one round of a help-now request waits before the next providers are asked.
create or replace function public.help_now_round_minutes()
returns integer
language sql
immutable
set search_path = ''
as $$ select 10 $$;

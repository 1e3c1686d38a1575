-- Whether a help-now request ended without anyone accepting it.
create or replace function public.help_now_ended(help_now_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.help_now h where h.id = help_now_ended.help_now_id and h.state = 'unanswered')
$$;

-- How long a job marked done waits for the other side before it counts as done.
create or replace function public.job_done_hours()
returns integer
language sql
immutable
set search_path = ''
as $$ select 48 $$;

-- How long a request waits for an answer.
create or replace function public.request_ttl()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '24 hours' $$;

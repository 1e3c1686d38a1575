-- A coordinate rounded to 0.01° (about 1.1 km): what the public directory shows of a position.
create or replace function public.coarse_coordinate(value double precision)
returns double precision
language sql
immutable
parallel safe
set search_path = ''
as $$ select round(value::numeric, 2)::double precision $$;

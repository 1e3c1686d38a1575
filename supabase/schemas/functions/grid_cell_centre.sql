-- The centre of the ~1 km grid cell a coordinate falls in.
create or replace function public.grid_cell_centre(value double precision)
returns double precision
language sql
immutable
set search_path = ''
as $$ select round(((floor(value * 100) + 0.5) / 100)::numeric, 3)::double precision $$;

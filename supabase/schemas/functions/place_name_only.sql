-- The place name inside a label written in one interface language: "near Aluva, Kerala",
-- "സമീപം: Kalamassery, Kochi" and "Kochi, Kerala के पास" are all stored as the place alone.
create or replace function public.place_name_only(label text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(regexp_replace(
    btrim(coalesce(label, '')),
    '^near\s+', '', 'i'),
    '^സമീപം\s*:?\s*', ''),
    '\s*के\s+पास$', ''))
$$;

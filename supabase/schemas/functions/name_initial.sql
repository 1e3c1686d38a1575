-- A reviewer's last initial is the first letter as a reader sees it (a grapheme cluster), not the
-- first code point: "മേനോൻ" → "മേ", not "മ"; "श्रीवास्तव" → "श्री". The letter takes the vowel
-- signs and other marks that follow it, and a virama with the consonant it joins (Malayalam and
-- Devanagari; combining accents of Latin names too).
create or replace function public.name_initial(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(substring(btrim(name) from
    '^.(?:\u0D4D[\u0D15-\u0D3A]|\u094D[\u0915-\u0939\u0958-\u095F]|[\u0300-\u036F\u0900-\u0903\u093A-\u094F\u0951-\u0957\u0962\u0963\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D4D\u0D57\u0D62\u0D63\u200C\u200D])*'
  ), '')
$$;

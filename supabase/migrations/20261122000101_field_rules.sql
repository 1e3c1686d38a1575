-- CONSTRAINTS: the field rules of src/lib/validation/field-rules.ts, for customers and providers.
-- Names: the form allows 50 characters as people see them (grapheme clusters). Postgres cannot
-- count grapheme clusters, so the database bounds names at 400 code points (8 per visible
-- character, above any script's conjuncts); the form checks the same 400, so nothing the form
-- accepts is refused here. Phone numbers are stored as +91 and ten digits, or empty.

-- Existing phone numbers take the stored form where they can; what cannot be read becomes empty.
create function pg_temp.indian_phone(p_raw text) returns text
language sql immutable
as $$
  with d as (select regexp_replace(coalesce(p_raw, ''), '\D', '', 'g') as digits)
  select case
    when digits ~ '^\d{10}$' then '+91' || digits
    when digits ~ '^0\d{10}$' then '+91' || substr(digits, 2)
    when digits ~ '^91\d{10}$' then '+' || digits
    when digits ~ '^910\d{10}$' then '+91' || substr(digits, 4)
    when digits ~ '^0091\d{10}$' then '+' || substr(digits, 3)
    else ''
  end
  from d
$$;

update public.users set phonenumber = pg_temp.indian_phone(phonenumber)
  where phonenumber <> '' and phonenumber !~ '^\+91[0-9]{10}$';
update public."service-providers" set phonenumber = pg_temp.indian_phone(phonenumber)
  where phonenumber <> '' and phonenumber !~ '^\+91[0-9]{10}$';

alter table public.users
  drop constraint if exists users_first_name_check,
  drop constraint if exists users_last_name_check,
  drop constraint if exists users_phonenumber_check,
  add constraint users_first_name_length check (char_length(first_name) <= 400),
  add constraint users_last_name_length check (char_length(last_name) <= 400),
  add constraint users_phonenumber_format check (phonenumber = '' or phonenumber ~ '^\+91[0-9]{10}$');

alter table public."service-providers"
  drop constraint if exists "service-providers_first_name_check",
  drop constraint if exists "service-providers_last_name_check",
  drop constraint if exists "service-providers_phonenumber_check",
  add constraint "service-providers_first_name_length" check (char_length(first_name) <= 400),
  add constraint "service-providers_last_name_length" check (char_length(last_name) <= 400),
  add constraint "service-providers_phonenumber_format"
    check (phonenumber = '' or phonenumber ~ '^\+91[0-9]{10}$');

-- First names: every Unicode White_Space character splits; Cc and Cf characters are removed,
-- except the zero-width non-joiner and joiner (U+200C, U+200D), which Malayalam and other Indian
-- scripts need to spell names and which cannot separate words.
create or replace function public.request_first_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(split_part(btrim(regexp_replace(
    regexp_replace(
      coalesce(full_name, ''),
      '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]', ' ', 'g'),
    '[\u0001-\u001F\u007F-\u009F\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]',
    '', 'g')), ' ', 1), 120)
$$;

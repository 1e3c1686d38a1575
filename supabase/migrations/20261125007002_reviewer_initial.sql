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

comment on function public.name_initial(text) is
  'The first letter of a name as readers see it (with its vowel signs and joined consonants).';

create or replace function public.provider_reviews(
  provider uuid,
  before_id bigint default null,
  max integer default 10
)
returns table (
  id bigint,
  reviewer_name text,
  rating smallint,
  body text,
  reply text,
  created_at timestamptz,
  updated_at timestamptz,
  replied_at timestamptz,
  verified boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    r.id,
    coalesce(
      nullif(btrim(concat_ws(' ', nullif(btrim(u.first_name), ''), public.name_initial(u.last_name) || '.')), ''),
      'Mistri customer'
    ),
    r.rating,
    r.body,
    r.reply,
    r.created_at,
    r.updated_at,
    r.replied_at,
    true
  from public.reviews r
  left join public.users u on u.uuid = r.customer
  where r.provider = provider_reviews.provider
    and (provider_reviews.before_id is null or r.id < provider_reviews.before_id)
  order by r.id desc
  limit least(greatest(coalesce(provider_reviews.max, 10), 1), 50)
$$;

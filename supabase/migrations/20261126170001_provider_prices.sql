-- PRICES UP FRONT (issue 27, item 1): a provider's visiting (inspection) charge and rate card.
-- visiting_charge: whole rupees, 0 (a free inspection) to 10,000; null when the provider has not
-- set one (then nothing is shown and the charge sort puts them last).
-- rate_card: up to 12 lines {"label": "Ceiling fan installation", "min": 250, "max": 400}, max
-- null for a single price. It is a checked jsonb column on the provider's row rather than a table
-- of its own because it is always written and read whole, with its provider (one edit form, one
-- panel), and never searched or joined across providers: the save is one atomic update under the
-- row's existing owner-only update policy, and no second table needs policies and triggers of its
-- own. rate_card_valid() holds every line to the rules a table's CHECKs would: an object with
-- exactly these keys, a trimmed label of 1 to 60 characters, whole-rupee integers from 0 to
-- 10,00,000 and min <= max.
-- Who sets them: "service-providers" lets only its owner update the row ("Providers update their
-- own row"); everyone reads them as they read the directory.

-- FUNCTIONS: the rate card's rules (its current definition is supabase/schemas/functions/rate_card_valid.sql).
create or replace function public.rate_card_valid(card jsonb)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  max_lines constant integer := 12;
  max_label constant integer := 60;
  max_price constant integer := 1000000;
  line jsonb;
  price_min numeric;
  price_max numeric;
begin
  if card is null then
    return true;
  end if;
  if jsonb_typeof(card) <> 'array' or jsonb_array_length(card) > max_lines then
    return false;
  end if;
  for line in select value from jsonb_array_elements(card) loop
    if jsonb_typeof(line) <> 'object'
       or exists (select 1 from jsonb_object_keys(line) k where k not in ('label', 'min', 'max'))
       or jsonb_typeof(line -> 'label') is distinct from 'string'
       or jsonb_typeof(line -> 'min') is distinct from 'number'
       or coalesce(jsonb_typeof(line -> 'max'), 'null') not in ('number', 'null') then
      return false;
    end if;
    if char_length(line ->> 'label') not between 1 and max_label or line ->> 'label' <> btrim(line ->> 'label') then
      return false;
    end if;
    price_min := (line ->> 'min')::numeric;
    price_max := (line ->> 'max')::numeric;
    if price_min <> trunc(price_min) or price_min < 0 or price_min > max_price then
      return false;
    end if;
    if price_max is not null and (price_max <> trunc(price_max) or price_max < price_min or price_max > max_price) then
      return false;
    end if;
  end loop;
  return true;
end
$$;

comment on function public.rate_card_valid(jsonb) is
  'True when a rate card has at most 12 lines, each {label, min, max}: a trimmed label of 1 to 60 characters, whole rupees 0 to 10,00,000, min <= max (max null for one price).';

-- COLUMNS
alter table public."service-providers"
  add column visiting_charge integer
    constraint "service-providers_visiting_charge_range" check (visiting_charge between 0 and 10000),
  add column rate_card jsonb not null default '[]'::jsonb
    constraint "service-providers_rate_card_valid" check (public.rate_card_valid(rate_card));

comment on column public."service-providers".visiting_charge is
  'The visiting (inspection) charge in whole rupees: 0 is a free inspection; null when not set.';
comment on column public."service-providers".rate_card is
  'Up to 12 typical jobs with a price or a range: [{"label": text, "min": rupees, "max": rupees or null}].';

-- INDEXES: the directory's "lowest visiting charge" order (search_providers, sort 'charge'):
-- providers with a charge first, cheapest first, then by name; its keyset continues in the index.
create index "service-providers_charge_name_idx"
  on public."service-providers" (
    ((visiting_charge is null)::integer), (coalesce(visiting_charge, 0)), (lower(first_name || ' ' || last_name)), uuid
  );

-- TYPES: directory and nearby rows carry the charge (the rate card is read with the panel).
alter type public.directory_provider add attribute visiting_charge integer;
alter type public.nearby_provider add attribute visiting_charge integer;

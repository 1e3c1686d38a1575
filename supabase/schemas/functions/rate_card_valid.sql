-- The rate card's rules, as the CHECK on "service-providers".rate_card applies them: at most 12
-- lines, each {label, min, max} with a trimmed label of 1 to 60 characters and whole rupees from 0
-- to 10,00,000, min <= max (max null for a single price).
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

-- Directory search (issue 13): one RPC that searches, sorts and pages the provider directory on
-- the server, so the app never downloads the whole table.
create extension if not exists pg_trgm with schema extensions;

-- INDEXES: trigram search over name and locality; keyset order for Name A–Z (overall and per trade).
-- The expressions must stay identical to the ones search_providers builds.
create index "service-providers_search_trgm_idx"
  on public."service-providers"
  using gin ((lower(first_name || ' ' || last_name || ' ' || location)) extensions.gin_trgm_ops);
create index "service-providers_name_order_idx"
  on public."service-providers" ((lower(first_name || ' ' || last_name)), uuid);
create index "service-providers_job_name_order_idx"
  on public."service-providers" (job, (lower(first_name || ' ' || last_name)), uuid);

-- TYPES: a directory row, its distance from the customer (when known), its relevance to the
-- query (when searching) and the opaque cursor that continues the list after it.
create type public.directory_provider as (
  uuid uuid,
  first_name text,
  last_name text,
  email text,
  phonenumber text,
  job text,
  location text,
  latitude double precision,
  longitude double precision,
  "profilePicUrl" text,
  created_at timestamptz,
  updated_at timestamptz,
  distance_km double precision,
  relevance real,
  cursor text
);

-- FUNCTIONS: one page of the directory.
-- q: free text over name, trade and locality (typos, case and spacing tolerated). A word that
--    names a trade ("electrision", "plumbers") becomes a trade filter; every other word must
--    match "first last locality" by trigram word similarity (>= 0.5, so the GIN index answers),
--    and the whole text's word similarity ranks.
-- sort: 'relevance' (default when q has words besides a trade), 'name' (default otherwise),
--    'nearest' (needs lat and lon; providers without coordinates are left out).
-- after: the cursor of the last row of the previous page (keyset pagination: rows inserted
--    between pages never cause duplicates or gaps). A cursor belongs to one sort.
create or replace function public.search_providers(
  q text default null,
  job text default null,
  sort text default null,
  after text default null,
  page_size integer default 20,
  lat double precision default null,
  lon double precision default null
)
returns setof public.directory_provider
language plpgsql
stable
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.5'
as $$
declare
  max_page_size constant integer := 100;
  max_query_length constant integer := 100;
  trades constant text[] := array['Electrician', 'Plumber'];
  needle text;
  word text;
  trade_name text;
  matched boolean;
  trade text := search_providers.job;
  text_q text := '';
  text_words text[] := '{}';
  effective_sort text;
  decoded jsonb;
  cursor_ok boolean := false;
  after_key text;
  after_uuid uuid;
  key_expr text;
  key_type text;
  order_by text;
  source text := 'public."service-providers" sp';
  keyset text := '';
  filters text := '';
  name_expr constant text := $e$lower(sp.first_name || ' ' || sp.last_name)$e$;
  doc_expr constant text := $e$lower(sp.first_name || ' ' || sp.last_name || ' ' || sp.location)$e$;
  earth_expr constant text := 'extensions.ll_to_earth(sp.latitude, sp.longitude)';
  distance_expr text := 'null::double precision';
  relevance_expr text := 'null::real';
begin
  if page_size is null or page_size < 1 or page_size > max_page_size then
    raise exception 'Invalid page_size: must be between 1 and %', max_page_size
      using errcode = '22023', hint = 'Ask for 20 providers per page.';
  end if;
  if char_length(q) > max_query_length then
    raise exception 'Query too long: q must be at most % characters', max_query_length
      using errcode = '22023';
  end if;
  if trade is not null and not (trade = any (trades)) then
    raise exception 'Invalid job: job must be Electrician or Plumber'
      using errcode = '22023';
  end if;
  if sort is not null and sort not in ('relevance', 'name', 'nearest') then
    raise exception 'Invalid sort: sort must be relevance, name or nearest'
      using errcode = '22023';
  end if;
  if (lat is null) <> (lon is null) or lat = 'NaN'::double precision or lon = 'NaN'::double precision
     or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: give both lat and lon, latitude between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023', hint = 'Pass lat and lon in decimal degrees.';
  end if;
  if sort = 'nearest' and lat is null then
    raise exception 'Sort by nearest needs the customer''s location: pass lat and lon'
      using errcode = '22023';
  end if;

  needle := btrim(regexp_replace(lower(coalesce(q, '')), '\s+', ' ', 'g'));
  if needle <> '' then
    foreach word in array string_to_array(needle, ' ') loop
      matched := false;
      foreach trade_name in array trades loop
        if char_length(word) >= 4
           and (extensions.similarity(word, lower(trade_name)) >= 0.4
                or extensions.word_similarity(word, lower(trade_name)) >= 0.8)
           and (trade is null or trade = trade_name) then
          trade := trade_name;
          matched := true;
          exit;
        end if;
      end loop;
      if not matched then
        text_q := text_q || ' ' || word;
        text_words := text_words || word;
      end if;
    end loop;
  end if;
  text_q := nullif(btrim(text_q), '');

  effective_sort := case
    when sort = 'nearest' then 'nearest'
    when sort = 'name' or text_q is null then 'name'
    else 'relevance'
  end;

  if after is not null then
    begin
      decoded := convert_from(decode(after, 'base64'), 'UTF8')::jsonb;
      if jsonb_typeof(decoded) = 'array' and jsonb_array_length(decoded) = 3
         and decoded ->> 0 = effective_sort and decoded ->> 1 is not null then
        after_key := decoded ->> 1;
        after_uuid := (decoded ->> 2)::uuid;
        cursor_ok := after_uuid is not null;
      end if;
    exception
      when others then
        cursor_ok := false;
    end;
    if not cursor_ok then
      raise exception 'Invalid cursor: pass the cursor of the last row of a page from the same sort'
        using errcode = '22023';
    end if;
  end if;

  if lat is not null then
    distance_expr :=
      '2 * 6371 * asin(least(1, sqrt(power(sin(radians(sp.latitude - $4) / 2), 2) '
      '+ cos(radians($4)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - $5) / 2), 2))))';
  end if;
  if text_q is not null then
    relevance_expr := format('extensions.word_similarity($1, %s)', doc_expr);
    for i in 1 .. cardinality(text_words) loop
      filters := filters || format(' and %s operator(extensions.%%>) $9[%s]', doc_expr, i);
    end loop;
  end if;
  if trade is not null then
    filters := filters || ' and sp.job = $2';
  end if;

  case effective_sort
    when 'name' then
      key_expr := name_expr;
      key_type := 'text';
      if after_uuid is not null then
        keyset := format(' and (%s, sp.uuid) > ($6, $7)', key_expr);
      end if;
      order_by := key_expr || ', sp.uuid';
    when 'relevance' then
      -- The score is computed once per candidate: offset 0 keeps the subquery from being flattened.
      source := format(
        '(select sp.*, %s as k from public."service-providers" sp where true%s offset 0) sp', relevance_expr, filters
      );
      filters := '';
      relevance_expr := 'sp.k';
      key_expr := relevance_expr;
      key_type := 'real';
      if after_uuid is not null then
        keyset := format(' and (%1$s < $6::real or (%1$s = $6::real and sp.uuid > $7))', relevance_expr);
      end if;
      order_by := key_expr || ' desc, sp.uuid';
    else
      key_expr := format('%s operator(extensions.<->) extensions.ll_to_earth($4, $5)', earth_expr);
      key_type := 'double precision';
      filters := filters || ' and sp.latitude is not null and sp.longitude is not null';
      if after_uuid is not null then
        keyset := format(
          ' and (%1$s > $6::double precision or (%1$s = $6::double precision and sp.uuid > $7))', key_expr
        );
      end if;
      order_by := key_expr || ', sp.uuid';
  end case;

  return query execute format(
    'select sp.uuid, sp.first_name, sp.last_name, sp.email, sp.phonenumber, sp.job, sp.location, '
    'sp.latitude, sp.longitude, sp."profilePicUrl", sp.created_at, sp.updated_at, '
    '%1$s, %2$s, '
    'translate(encode(convert_to(jsonb_build_array($8::text, (%3$s)::%4$s, sp.uuid)::text, ''UTF8''), ''base64''), E''\n'', '''') '
    'from %8$s where true%5$s%6$s order by %7$s limit $3',
    distance_expr,
    relevance_expr,
    key_expr,
    key_type,
    filters,
    keyset,
    order_by,
    source
  )
  using text_q, trade, page_size, lat, lon, after_key, after_uuid, effective_sort, text_words;
end
$$;

grant execute on function public.search_providers(text, text, text, text, integer, double precision, double precision)
  to anon, authenticated, service_role;

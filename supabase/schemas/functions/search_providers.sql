-- The directory search: providers matching the words of q (through directory_query(): synonyms,
-- "near me"), a trade, availability, "ID checked" (verified), a minimum rating and a highest visiting charge, sorted by
-- relevance, name, "Top rated" score, distance ("near me" with a known position sorts by distance
-- unless a sort was chosen) or visiting charge (lowest first, providers without one last), one
-- keyset page of page_size after the `after` cursor.
create or replace function public.search_providers(
  q text default null,
  job text default null,
  sort text default null,
  after text default null,
  page_size integer default 20,
  lat double precision default null,
  lon double precision default null,
  available boolean default false,
  min_rating numeric default null,
  max_charge integer default null,
  verified boolean default false
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
  -- The most 0.01° grid positions the nearest sort lists one by one before it turns to the GiST index.
  max_grid_positions constant integer := 400;
  max_query_length constant integer := 100;
  trades constant text[] := array['Electrician', 'Plumber'];
  sorts constant text[] := array['relevance', 'name', 'top', 'nearest', 'charge'];
  name_expr constant text := $e$lower(sp.first_name || ' ' || sp.last_name)$e$;
  earth_expr constant text := 'extensions.ll_to_earth(sp.latitude, sp.longitude)';
  prior_mean numeric := public.rating_prior_mean();
  needle text;
  near_me boolean;
  word text;
  trade_name text;
  matched boolean;
  trade text := search_providers.job;
  text_q text := '';
  text_words text[] := '{}';
  effective_sort text;
  decoded jsonb;
  cursor_ok boolean := false;
  after_key jsonb;
  after_uuid uuid;
  -- A suspended provider is in no listing.
  not_suspended constant text := ' and sp.suspended_at is null';
  filters text := not_suspended;
  name_hit text := 'false';
  name_only text := 'true';
  word_hit text;
  -- The same word conditions on a (name, locality) pair of provider_names (g).
  pair_hit text := 'false';
  pair_only text := 'true';
  pair_text text := '';
  pair_word text;
  pair record;
  pair_after uuid;
  name_found uuid[] := '{}';
  name_scores real[] := '{}';
  name_tier real;
  word_localities text[];
  both_localities text[];
  ids uuid[] := '{}';
  batch uuid[];
  loc_ids uuid[] := '{}';
  loc_scores real[] := '{}';
  loc record;
  near_distance double precision;
  reach double precision;
  lon_reach double precision;
  lat_from integer;
  lat_to integer;
  lon_from integer;
  lon_to integer;
  group_row record;
  tier_score real;
  key_expr text;
  keyset text := '';
  c_unrated integer;
  c_score numeric;
  walk_top boolean := false;
  loc_rows bigint;
  all_rows bigint;
  name_ids uuid[];
  top_key text;
  top_keyset text := '';
begin
  -- PARAMETERS
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
  if sort is not null and not (sort = any (sorts)) then
    raise exception 'Invalid sort: sort must be relevance, name, top, nearest or charge'
      using errcode = '22023';
  end if;
  if min_rating is not null and (min_rating = 'NaN'::numeric or min_rating < 1 or min_rating > 5) then
    raise exception 'Invalid min_rating: must be between 1 and 5'
      using errcode = '22023', hint = 'Pass 4 for "4 stars and up".';
  end if;
  if max_charge < 0 then
    raise exception 'Invalid max_charge: must be 0 or more'
      using errcode = '22023', hint = 'Pass 300 for "visiting charge up to ₹300", 0 for free inspections.';
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

  -- QUERY WORDS: trade words become the trade filter; the others are matched by trigram.
  -- Synonyms and "near me" through directory_query().
  select d.needle, d.near_me into needle, near_me from public.directory_query(q) d;
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
    -- "Near me" with a known position sorts by distance unless a sort was chosen.
    when near_me and lat is not null and (sort is null or sort = 'relevance') then 'nearest'
    when sort in ('nearest', 'top', 'name', 'charge') then sort
    when text_q is null then 'name'
    else 'relevance'
  end;

  -- CURSOR: base64 of [sort, key, uuid]; the key is the name (name), [score, name] (relevance),
  -- the distance (nearest), [rating_count, rating_avg, name] (top) or [visiting charge or null, name] (charge).
  if after is not null then
    begin
      decoded := convert_from(decode(after, 'base64'), 'UTF8')::jsonb;
      if jsonb_typeof(decoded) = 'array' and jsonb_array_length(decoded) = 3
         and decoded ->> 0 = effective_sort and decoded -> 1 <> 'null'::jsonb then
        after_key := decoded -> 1;
        after_uuid := (decoded ->> 2)::uuid;
        cursor_ok := after_uuid is not null and case effective_sort
          when 'name' then jsonb_typeof(after_key) = 'string'
          when 'nearest' then jsonb_typeof(after_key) = 'number'
          when 'charge' then jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 2
            and jsonb_typeof(after_key -> 0) in ('number', 'null') and jsonb_typeof(after_key -> 1) = 'string'
          when 'relevance' then jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 2
            and jsonb_typeof(after_key -> 0) = 'number' and jsonb_typeof(after_key -> 1) = 'string'
          else jsonb_typeof(after_key) = 'array' and jsonb_array_length(after_key) = 3
            and jsonb_typeof(after_key -> 0) = 'number' and jsonb_typeof(after_key -> 2) = 'string'
            and ((after_key ->> 0)::integer = 0) = (jsonb_typeof(after_key -> 1) = 'null')
        end;
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

  -- FILTERS shared by every sort ($1 trade, $2 min_rating).
  if trade is not null then
    filters := filters || ' and sp.job = $1';
  end if;
  if available then
    filters := filters || $f$ and sp.availability = 'available'$f$;
  end if;
  if verified then
    filters := filters || ' and sp.id_checked';
  end if;
  if min_rating is not null then
    filters := filters || ' and sp.rating_count > 0 and sp.rating_avg >= $2';
  end if;
  if max_charge is not null then
    -- Written as the charge order's index columns, so that order's scan stops at the limit.
    filters := filters || format(
      ' and (sp.visiting_charge is null)::integer = 0 and coalesce(sp.visiting_charge, 0) <= %s', max_charge
    );
  end if;

  -- TEXT: each word matches the name (GIN trigram) or one of the localities that match it.
  both_localities := null;
  for i in 1 .. coalesce(cardinality(text_words), 0) loop
    word_localities := array(
      select l.location from public.provider_localities l
       where lower(l.location) operator(extensions.%>) text_words[i]
    );
    both_localities := case when both_localities is null then word_localities
      else array(select unnest(both_localities) intersect select unnest(word_localities)) end;
    word_hit := format('%s operator(extensions.%%>) %L', name_expr, text_words[i]);
    name_hit := name_hit || ' or ' || word_hit;
    pair_word := format('g.name operator(extensions.%%>) %L', text_words[i]);
    pair_hit := pair_hit || ' or ' || pair_word;
    if cardinality(word_localities) = 0 then
      name_only := name_only || ' and ' || word_hit;
      pair_only := pair_only || ' and ' || pair_word;
      filters := filters || ' and ' || word_hit;
    else
      pair_text := pair_text || format(' and (%s or g.location = any (%L::text[]))', pair_word, word_localities);
      filters := filters || format(' and (%s or sp.location = any (%L::text[]))', word_hit, word_localities);
    end if;
  end loop;
  both_localities := coalesce(both_localities, '{}');
  available := coalesce(available, false);

  -- TOP RATED key: unrated last, rating_score() (its formula written out: a function with SET is
  -- not inlined) highest first, more reviews first, then by name. Each page's rows carry
  -- rating_score() itself; the tests hold the order to it.
  top_key := format(
    '(sp.rating_count = 0)::integer, -coalesce(case when sp.rating_count > 0 and sp.rating_avg is not null then '
    'round((5 * coalesce($7, sp.rating_avg) + sp.rating_count * sp.rating_avg) / (5 + sp.rating_count), 4) end, 0), '
    '-sp.rating_count, %s, sp.uuid', name_expr
  );
  if after_uuid is not null and effective_sort = 'top' then
    top_keyset := format(
      ' and (%s) > ((($3 ->> 0)::integer = 0)::integer, '
      '-coalesce(public.rating_score(($3 ->> 0)::integer, ($3 ->> 1)::numeric, $7), 0), '
      '-(($3 ->> 0)::integer), $3 ->> 2, $4)',
      top_key
    );
  end if;
  -- Top rated within a search that matches big localities ("kochi"): walk the rating groups for
  -- the locality matches instead of sorting them all; providers found by name are merged in.
  if effective_sort = 'top' and text_q is not null and cardinality(both_localities) > 0 then
    select coalesce(sum(l.providers) filter (where l.location = any (both_localities)), 0), coalesce(sum(l.providers), 0)
      into loc_rows, all_rows
      from public.provider_localities l;
    walk_top := loc_rows * 200 >= all_rows;
  end if;

  if effective_sort = 'relevance' then
    -- Found only by locality: walk the matching localities, best first, each by name; stop once
    -- enough rows come from strictly better localities. Found by name: the same walk over pairs.
    for loc in
      select l.location, extensions.word_similarity(text_q, lower(l.location)) as s
        from unnest(both_localities) l(location)
       order by 2 desc, 1
    loop
      if after_uuid is not null and loc.s > (after_key ->> 0)::real then
        continue;
      end if;
      if tier_score is distinct from loc.s then
        exit when cardinality(loc_ids) >= page_size;
        tier_score := loc.s;
      end if;
      batch := array(
        select sp.uuid from public."service-providers" sp
         where sp.location = loc.location
           and sp.suspended_at is null
           and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))
           and (trade is null or sp.job = trade)
           and (not available or sp.availability = 'available')
           and (verified is not true or sp.id_checked)
           and (min_rating is null or (sp.rating_count > 0 and sp.rating_avg >= min_rating))
           and (max_charge is null or sp.visiting_charge <= max_charge)
           and (after_uuid is null or loc.s < (after_key ->> 0)::real
                or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 1, after_uuid))
         order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
         limit page_size
      );
      loc_ids := loc_ids || batch;
      loc_scores := loc_scores || array_fill(loc.s, array[cardinality(batch)]);
    end loop;
    -- Providers found by name: the score depends only on "name locality", and a common name
    -- repeats across many rows, so the walk goes through the matching (name, locality) pairs of
    -- provider_names, best first, and reads each pair's providers in uuid order (the
    -- location-name index); it stops once enough rows come from strictly better pairs.
    for pair in execute format(
      'select g.name, g.location, extensions.word_similarity($1, g.name || '' '' || lower(g.location)) as s '
      'from public.provider_names g where (%s) and %s%s order by 3 desc, 1, 2',
      pair_hit, pair_only, pair_text
    ) using text_q
    loop
      pair_after := null;
      if after_uuid is not null and pair.s >= (after_key ->> 0)::real then
        continue when pair.s > (after_key ->> 0)::real or pair.name < after_key ->> 1;
        if pair.name = after_key ->> 1 then
          pair_after := after_uuid;
        end if;
      end if;
      if name_tier is distinct from pair.s then
        exit when cardinality(name_found) >= page_size;
        name_tier := pair.s;
      end if;
      batch := array(
        select sp.uuid from public."service-providers" sp
         where sp.location = pair.location
           and lower(sp.first_name || ' ' || sp.last_name) = pair.name
           and (pair_after is null or sp.uuid > pair_after)
           and sp.suspended_at is null
           and (trade is null or sp.job = trade)
           and (not available or sp.availability = 'available')
           and (verified is not true or sp.id_checked)
           and (min_rating is null or (sp.rating_count > 0 and sp.rating_avg >= min_rating))
           and (max_charge is null or sp.visiting_charge <= max_charge)
         order by sp.uuid
         limit page_size
      );
      name_found := name_found || batch;
      name_scores := name_scores || array_fill(pair.s, array[cardinality(batch)]);
    end loop;
    ids := array(
      select l.id
        from unnest(loc_ids || name_found, loc_scores || name_scores) l(id, s)
        join public."service-providers" sp on sp.uuid = l.id
       order by l.s desc, lower(sp.first_name || ' ' || sp.last_name), sp.uuid
       limit page_size
    );

  elsif effective_sort = 'top' and (text_q is null or walk_top) then
    -- Rating groups best first; each group's providers by name; then providers without reviews.
    c_unrated := case when after_uuid is null then null else ((after_key ->> 0)::integer = 0)::integer end;
    if after_uuid is not null then
      c_score := public.rating_score((after_key ->> 0)::integer, (after_key ->> 1)::numeric, prior_mean);
    end if;
    if c_unrated is distinct from 1 then
      for group_row in
        -- rating_score()'s formula written out, as in top_key.
        select g.rating_count as n, g.rating_avg as a,
               round((5 * coalesce(prior_mean, g.rating_avg) + g.rating_count * g.rating_avg) / (5 + g.rating_count), 4) as s
          from public.rating_groups g
         where (min_rating is null or g.rating_avg >= min_rating)
         order by 3 desc, 1 desc
      loop
        continue when after_uuid is not null
          and (group_row.s, group_row.n) > (c_score, (after_key ->> 0)::integer);
        batch := array(
          select sp.uuid from public."service-providers" sp
           where sp.rating_count = group_row.n and sp.rating_avg = group_row.a
             and sp.suspended_at is null
             and (trade is null or sp.job = trade)
             and (not available or sp.availability = 'available')
             and (verified is not true or sp.id_checked)
             and (max_charge is null or sp.visiting_charge <= max_charge)
             and (not walk_top or (sp.location = any (both_localities)
                  and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))))
             and (after_uuid is null or group_row.n <> (after_key ->> 0)::integer
                  or group_row.a <> (after_key ->> 1)::numeric
                  or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 2, after_uuid))
           order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
           limit page_size - cardinality(ids)
        );
        ids := ids || batch;
        exit when cardinality(ids) >= page_size;
      end loop;
    end if;
    if cardinality(ids) < page_size and min_rating is null then
      batch := array(
        select sp.uuid from public."service-providers" sp
         where sp.rating_count = 0
           and sp.suspended_at is null
           and (trade is null or sp.job = trade)
           and (not available or sp.availability = 'available')
           and (verified is not true or sp.id_checked)
           and (max_charge is null or sp.visiting_charge <= max_charge)
           and (not walk_top or (sp.location = any (both_localities)
                and not (lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words))))
           and (c_unrated is distinct from 1
                or (lower(sp.first_name || ' ' || sp.last_name), sp.uuid) > (after_key ->> 2, after_uuid))
         order by lower(sp.first_name || ' ' || sp.last_name), sp.uuid
         limit page_size - cardinality(ids)
      );
      ids := ids || batch;
    end if;
    if walk_top then
      execute format(
        'select array(select sp.uuid from (select sp.* from public."service-providers" sp where %s offset 0) sp '
        'where true%s%s order by %s limit $8)',
        name_hit, filters, top_keyset, top_key
      )
      into name_ids
      using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size;
      execute format(
        'select array(select sp.uuid from unnest($1::uuid[]) p(id) join public."service-providers" sp on sp.uuid = p.id '
        'order by %s limit $8)',
        top_key
      )
      into ids
      using ids || name_ids, null::text, null::jsonb, null::uuid, null::double precision, null::double precision,
            prior_mean, page_size;
    end if;

  elsif effective_sort = 'nearest' then
    -- Nearest by distance, then uuid (public positions are rounded, so many providers tie).
    -- A suspended provider has no public position (providers_keep_suspension), so the position
    -- test leaves it out, and the indexes, which hold no suspension, can answer on their own.
    filters := substr(filters, length(not_suspended) + 1) || ' and sp.latitude is not null and sp.longitude is not null';
    -- Near the customer, position by position: public positions lie on a 0.01° grid
    -- (service-providers_position_coarse), so the grid positions within an angle `reach` of the
    -- customer can be listed, and each one's providers read in uuid order from the (latitude,
    -- longitude, uuid) index, a page at most per position. Every provider closer than that angle's
    -- chord is then among them, so once a page of them is that close, the page is complete;
    -- otherwise the angle doubles. A crowded position costs a page of index entries, however many
    -- providers share it.
    if abs(lat) < 80 then
      reach := 0.01;
      if after_uuid is not null then
        reach := reach + degrees(2 * asin(least(1, greatest(0, (after_key #>> '{}')::double precision)
                                                    / (2 * extensions.earth()))));
      end if;
      loop
        exit when abs(lat) + reach >= 85;
        lon_reach := reach / cos(radians(abs(lat) + reach));
        lat_from := ceil((lat - reach) * 100);
        lat_to := floor((lat + reach) * 100);
        lon_from := ceil((lon - lon_reach) * 100);
        lon_to := floor((lon + lon_reach) * 100);
        exit when lon_from < -18000 or lon_to > 18000
          or (lat_to - lat_from + 1)::bigint * (lon_to - lon_from + 1) > max_grid_positions;
        execute format(
          'select array(select x.uuid from ('
          '  select g.la, g.lo, extensions.ll_to_earth(g.la, g.lo) operator(extensions.<->) extensions.ll_to_earth($5, $6) as d'
          '  from generate_series($11, $12) i cross join generate_series($13, $14) j'
          '  cross join lateral (select round(i::numeric / 100, 2)::double precision as la,'
          '                             round(j::numeric / 100, 2)::double precision as lo) g'
          ') c cross join lateral ('
          '  select sp.uuid from public."service-providers" sp'
          '  where sp.latitude = c.la and sp.longitude = c.lo%1$s%2$s'
          '  order by sp.uuid limit $8'
          ') x where c.d <= $10%3$s order by c.d, x.uuid limit $8)',
          filters,
          -- At the cursor's own distance only the uuids after it; nearer positions not at all.
          case when after_uuid is not null then
            ' and sp.uuid >= case when c.d > ($3 #>> ''{}'')::double precision'
            ' then ''00000000-0000-0000-0000-000000000000''::uuid else $4 end and sp.uuid <> $4'
          else '' end,
          case when after_uuid is not null then ' and c.d >= ($3 #>> ''{}'')::double precision' else '' end
        )
        into ids
        using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size,
              null::double precision, 2 * extensions.earth() * sin(radians(reach) / 2) * 0.999,
              lat_from, lat_to, lon_from, lon_to;
        exit when cardinality(ids) >= page_size;
        reach := reach * 2;
      end loop;
    end if;
    -- Farther out (few providers share a position there), near a pole or the 180th meridian, or
    -- at the end of the list: the GiST index gives the distance order, but only for an ORDER BY
    -- of the distance alone (PostgreSQL 15 sorts every row for a tie-break column). So read the
    -- page's size in distance order to learn the page's last distance, then order every provider
    -- within it (the earth box around it, from the same index) by distance and uuid.
    if cardinality(ids) < page_size then
      if after_uuid is not null then
        keyset := format(
          ' and (%1$s operator(extensions.<->) extensions.ll_to_earth($5, $6), sp.uuid) > (($3 #>> ''{}'')::double precision, $4)',
          earth_expr
        );
      end if;
      execute format(
        'select max(x.d) from (select %s operator(extensions.<->) extensions.ll_to_earth($5, $6) as d '
        'from public."service-providers" sp where true%s%s order by 1 limit $8) x',
        earth_expr, filters, keyset
      )
      into near_distance
      using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size;
      ids := '{}';
      if near_distance is not null then
        -- `<->` is the chord between the points in metres; earth_box takes the arc over the earth.
        execute format(
          'select array(select sp.uuid from public."service-providers" sp where true%1$s%2$s '
          'and extensions.earth_box(extensions.ll_to_earth($5, $6), $9) operator(extensions.@>) %3$s '
          'and %3$s operator(extensions.<->) extensions.ll_to_earth($5, $6) <= $10 '
          'order by %3$s operator(extensions.<->) extensions.ll_to_earth($5, $6), sp.uuid limit $8)',
          filters, keyset, earth_expr
        )
        into ids
        using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size,
              2 * extensions.earth() * asin(least(1, near_distance / (2 * extensions.earth()))) + 1, near_distance;
      end if;
    end if;

  else
    -- Name, charge, or top within a text search: one ordered, filtered scan.
    case effective_sort
      when 'name' then
        key_expr := name_expr || ', sp.uuid';
        if after_uuid is not null then
          keyset := format(' and (%s, sp.uuid) > ($3 #>> ''{}'', $4)', name_expr);
        end if;
      when 'charge' then
        -- Providers with a charge first, lowest first, then by name (the charge order's index).
        key_expr := format('(sp.visiting_charge is null)::integer, coalesce(sp.visiting_charge, 0), %s, sp.uuid', name_expr);
        if after_uuid is not null then
          keyset := format(
            ' and (%s) > (($3 -> 0 = ''null''::jsonb)::integer, coalesce(($3 ->> 0)::integer, 0), $3 ->> 1, $4)',
            key_expr
          );
        end if;
      else
        key_expr := top_key;
        keyset := top_keyset;
    end case;
    execute format(
      'select array(select sp.uuid from public."service-providers" sp where true%s%s order by %s limit $8)',
      filters, keyset, key_expr
    )
    into ids
    using trade, min_rating, after_key, after_uuid, lat, lon, prior_mean, page_size;
  end if;

  -- THE PAGE: the rows in order, with their rating score, response time, distance and cursor.
  return query
  with page as (
    select p.id, p.ord from unnest(ids) with ordinality p(id, ord)
  ),
  times as (
    select * from public.provider_response_times(ids)
  ),
  scored as (
    select sp.*, page.ord,
           lower(sp.first_name || ' ' || sp.last_name) as name_key,
           case when text_q is null then null
                when lower(sp.first_name || ' ' || sp.last_name) operator(extensions.%>) any (text_words)
                  then extensions.word_similarity(text_q, lower(sp.first_name || ' ' || sp.last_name || ' ' || sp.location))
                else extensions.word_similarity(text_q, lower(sp.location))
           end as relevance,
           case when lat is null or sp.latitude is null or sp.longitude is null then null
                else 2 * 6371 * asin(least(1, sqrt(power(sin(radians(sp.latitude - lat) / 2), 2)
                  + cos(radians(lat)) * cos(radians(sp.latitude)) * power(sin(radians(sp.longitude - lon) / 2), 2))))
           end as distance_km,
           case when effective_sort = 'nearest' then
             extensions.ll_to_earth(sp.latitude, sp.longitude) operator(extensions.<->) extensions.ll_to_earth(lat, lon)
           end as earth_key
    from page
    join public."service-providers" sp on sp.uuid = page.id
  )
  select s.uuid, s.first_name, s.last_name, s.email, s.phonenumber, s.job, s.location,
         s.latitude, s.longitude, s."profilePicUrl", s.created_at, s.updated_at,
         s.rating_count, s.rating_avg, public.rating_score(s.rating_count, s.rating_avg, prior_mean),
         s.availability, rt.median_seconds, s.distance_km, s.relevance,
         translate(encode(convert_to(jsonb_build_array(
           effective_sort,
           case effective_sort
             when 'name' then to_jsonb(s.name_key)
             when 'nearest' then to_jsonb(s.earth_key)
             when 'relevance' then jsonb_build_array(s.relevance, s.name_key)
             when 'charge' then jsonb_build_array(s.visiting_charge, s.name_key)
             else jsonb_build_array(s.rating_count, s.rating_avg, s.name_key)
           end,
           s.uuid
         )::text, 'UTF8'), 'base64'), E'\n', ''),
         s.visiting_charge,
         s.jobs_done,
         s.phone_verified,
         s.id_checked
  from scored s
  left join times rt on rt.provider_id = s.uuid
  order by s.ord;
end
$$;

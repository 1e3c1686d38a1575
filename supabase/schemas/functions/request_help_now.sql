-- "Need help now": sends the customer's request at once to the nearest providers of a trade who are
-- available now within 5 km (help_now_ask), at the given position or the customer's stored one.
-- One help-now request at a time per customer. Returns the copies (possibly none: nobody is
-- available, and the request ends as unanswered).
create or replace function public.request_help_now(
  job text,
  description text default '',
  lat double precision default null,
  lon double precision default null,
  photos text[] default '{}'
)
returns setof public.messages
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  at_lat double precision := lat;
  at_lon double precision := lon;
  group_id bigint;
begin
  if me is null then
    raise exception 'Sign in to ask for help' using errcode = '42501';
  end if;
  if exists (select 1 from public."service-providers" sp where sp.uuid = me) then
    raise exception 'Providers cannot ask for help now' using errcode = '42501';
  end if;
  if job is null or job not in ('Electrician', 'Plumber') then
    raise exception 'Invalid job: job must be Electrician or Plumber' using errcode = '22023';
  end if;
  if char_length(coalesce(description, '')) > 500 then
    raise exception 'The description is too long: at most 500 characters' using errcode = '22023';
  end if;
  if not public.request_photos_valid(coalesce(photos, '{}'), me) then
    raise exception 'Invalid photos: at most 3 of your own uploads in the request_photos bucket'
      using errcode = '22023', hint = 'Upload to requests/<your user id>/<uuid>.jpg first.';
  end if;
  if (lat is null) <> (lon is null) then
    raise exception 'Pass both lat and lon, or neither to use your saved place' using errcode = '22023';
  end if;
  if lat is null then
    select u.latitude, u.longitude into at_lat, at_lon from public.users u where u.uuid = me;
    if at_lat is null then
      raise exception 'Your position is not known: share your location or choose your place first'
        using errcode = '22023', hint = 'Pass lat and lon.';
    end if;
  elsif lat = 'NaN'::double precision or lon = 'NaN'::double precision
        or lat < -90 or lat > 90 or lon < -180 or lon > 180 then
    raise exception 'Invalid coordinates: latitude must be between -90 and 90 and longitude between -180 and 180'
      using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public.help_now of ' || me::text, 0));
  perform public.help_now_advance();
  if exists (select 1 from public.help_now h where h.customer = me and h.state = 'open') then
    raise exception 'You already asked for help now. Wait for an answer before asking again.'
      using errcode = 'P0001', hint = 'help_now_in_flight';
  end if;

  insert into public.help_now (customer, job, description, photos, latitude, longitude)
  values (me, request_help_now.job, coalesce(request_help_now.description, ''), coalesce(request_help_now.photos, '{}'),
          at_lat, at_lon)
  returning id into group_id;
  if public.help_now_ask(group_id) = 0 then
    update public.help_now h set state = 'unanswered', ended_at = now() where h.id = group_id;
  end if;
  return query select m.* from public.messages m where m.help_now_id = group_id order by m.message_id;
end
$$;

-- When a visit slot starts, India time: morning at 8 am, afternoon at noon, evening at 4 pm.
create or replace function public.visit_slot_start(p_date date, p_slot text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (p_date + case p_slot
      when 'morning' then time '08:00'
      when 'afternoon' then time '12:00'
      when 'evening' then time '16:00'
    end) at time zone 'Asia/Kolkata'
$$;

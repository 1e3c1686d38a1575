-- A provider's own writes keep the rating columns the database computed.
create or replace function public.provider_rating_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.rating_count := 0;
      new.rating_avg := null;
    else
      new.rating_count := old.rating_count;
      new.rating_avg := old.rating_avg;
    end if;
  end if;
  return new;
end
$$;

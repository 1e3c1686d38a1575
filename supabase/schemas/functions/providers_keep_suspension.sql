-- A provider's own writes keep the suspension only an admin function sets.
create or replace function public.providers_keep_suspension()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.suspended_at := null;
    else
      new.suspended_at := old.suspended_at;
    end if;
  end if;
  return new;
end
$$;

-- A provider's own writes keep the "ID checked" badge the database keeps.
create or replace function public.providers_keep_id_checked()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.id_checked := false;
    else
      new.id_checked := old.id_checked;
    end if;
  end if;
  return new;
end
$$;

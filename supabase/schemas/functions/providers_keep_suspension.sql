-- Trigger: only an admin function sets or clears a suspension; a suspended provider's public row
-- has no position, so nearby_providers leaves it out (the exact one stays in provider_private).
-- Named to fire after providers_split_private, which writes the public position.
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
  if new.suspended_at is not null then
    new.latitude := null;
    new.longitude := null;
  end if;
  return new;
end
$$;

-- Trigger: a review's dates, and who may change which column (both update policies grant the same
-- columns).
create or replace function public.reviews_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    -- API callers get the server's dates and no reply; seeds (no caller) may set their own.
    if caller is not null then
      new.created_at := now();
      new.updated_at := now();
      new.reply := null;
      new.replied_at := null;
    end if;
    return new;
  end if;
  if (new.rating, new.body) is distinct from (old.rating, old.body) then
    if caller is not null and caller <> old.customer then
      raise exception 'Only the author of a review can change its rating or text'
        using errcode = '42501';
    end if;
    new.updated_at := now();
  end if;
  if new.reply is distinct from old.reply then
    if caller is not null and caller <> old.provider then
      raise exception 'Only the reviewed provider can reply to a review'
        using errcode = '42501';
    end if;
    new.reply := nullif(btrim(new.reply), '');
    new.replied_at := case when new.reply is null then null else now() end;
  end if;
  return new;
end
$$;

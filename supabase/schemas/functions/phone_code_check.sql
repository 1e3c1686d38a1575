-- 'verified', or why not: 'no_code', 'expired', 'too_many_tries', 'wrong_code'.
create or replace function public.phone_code_check(p_user uuid, p_phone text, p_code text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  pending private.phone_codes%rowtype;
begin
  select * into pending from private.phone_codes pc where pc.user_id = p_user for update;
  if not found or pending.phone <> p_phone then
    return 'no_code';
  end if;
  if pending.expires_at <= now() then
    return 'expired';
  end if;
  if pending.tries >= 5 then
    return 'too_many_tries';
  end if;
  if pending.code_hash <> extensions.crypt(p_code, pending.code_hash) then
    update private.phone_codes pc set tries = pc.tries + 1 where pc.user_id = p_user;
    return 'wrong_code';
  end if;
  delete from private.phone_codes pc where pc.user_id = p_user;
  insert into public.contact_phones (user_id, phone, verified_at)
  values (p_user, p_phone, now())
  on conflict (user_id) do update set phone = excluded.phone, verified_at = excluded.verified_at;
  return 'verified';
end
$$;

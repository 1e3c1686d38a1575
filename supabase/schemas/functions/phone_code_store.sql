-- For the phone-code function (service role only). A new code replaces the pending one, at most
-- one per 60 s per person; the phone becomes the person's contact phone, verified again only when
-- its code is typed (a new number is unverified until then).
create or replace function public.phone_code_store(p_user uuid, p_phone text, p_code text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from private.phone_codes pc where pc.user_id = p_user and pc.sent_at > now() - interval '60 seconds'
  ) then
    return false;
  end if;
  insert into public.contact_phones (user_id, phone, verified_at)
  values (p_user, p_phone, null)
  on conflict (user_id) do update
    set phone = excluded.phone,
        verified_at = case when public.contact_phones.phone = excluded.phone then public.contact_phones.verified_at end;
  insert into private.phone_codes (user_id, phone, code_hash, sent_at, expires_at, tries)
  values (p_user, p_phone, extensions.crypt(p_code, extensions.gen_salt('bf', 8)), now(), now() + interval '10 minutes', 0)
  on conflict (user_id) do update
    set phone = excluded.phone, code_hash = excluded.code_hash, sent_at = excluded.sent_at,
        expires_at = excluded.expires_at, tries = 0;
  return true;
end
$$;

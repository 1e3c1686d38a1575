-- The reason an admin gives for a decision, trimmed; raises 22023 when it is missing or too long.
create or replace function private.admin_reason(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_reason is null or char_length(btrim(p_reason)) = 0 then
    raise exception 'Give a reason for this decision.'
      using errcode = '22023', hint = 'reason_required';
  end if;
  if char_length(btrim(p_reason)) > 1000 then
    raise exception 'The reason can be at most 1000 characters.'
      using errcode = '22023', hint = 'reason_too_long';
  end if;
  return btrim(p_reason);
end
$$;

-- The channels a person chose for a kind of notification (`notification_preferences.channels`), or
-- the default: push, and e-mail too for new and accepted requests.
create or replace function private.notification_channels_chosen(p_channels jsonb, p_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_channels -> p_kind) = 'array' then array(select jsonb_array_elements_text(p_channels -> p_kind))
    when p_kind in ('new_request', 'request_accepted') then array['push', 'email']
    else array['push']
  end
$$;

-- The status machine. Customer ("from"): cancel a pending request; ask again after a decline,
-- cancel or expiry (the row goes back to pending). Provider ("to"): accept or decline a pending
-- request. Anyone who may update the row may store an expiry that has already happened.
-- Callers without a user (service role, seeds) may set any status. Help-now copies: the first
-- accept wins (help_now_claim), the others are taken. Either way is_chat follows
-- status (setting only is_chat = true accepts) and the timestamps are kept by the database.
create or replace function public.messages_status_machine()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  was text;
begin
  if tg_op = 'INSERT' then
    if me is not null then
      -- A customer's request starts pending; one sent as accepted is refused by the insert policy.
      new.status := case when new.is_chat then 'accepted' else 'pending' end;
      new.requested_at := now();
      new.answered_at := null;
      new.decline_reason := null;
    elsif new.is_chat and new.status = 'pending' then
      new.status := 'accepted';
    end if;
    new.is_chat := new.status = 'accepted';
    if new.status in ('accepted', 'declined') and new.answered_at is null then
      new.answered_at := now();
    end if;
    new.status_changed_at := now();
    return new;
  end if;

  -- UPDATE: work out the requested status when only is_chat was sent.
  if new.status is not distinct from old.status and new.is_chat is distinct from old.is_chat then
    if new.is_chat then
      new.status := 'accepted';
    elsif me is null then
      new.status := 'pending';
    else
      raise exception 'An accepted request cannot be taken back'
        using errcode = '22023', hint = 'Set status instead of is_chat.';
    end if;
  end if;

  was := public.request_status(old.status, old.requested_at);

  -- A help-now copy another provider won is stored as taken, by whoever's update reaches it.
  if new.status = 'taken' and old.status is distinct from 'taken' then
    if old.help_now_id is null or was <> 'pending'
       or public.help_now_winner(old.help_now_id) is not distinct from old.message_id
       or public.help_now_winner(old.help_now_id) is null then
      raise exception 'Only an open help-now request that another provider accepted can be taken'
        using errcode = '22023';
    end if;
    new.is_chat := false;
    new.decline_reason := null;
    new.status_changed_at := now();
    return new;
  end if;
  -- A help-now request that nobody accepted in its rounds expires all its open copies.
  if new.status = 'expired' and old.help_now_id is not null and was = 'pending'
     and public.help_now_ended(old.help_now_id) then
    new.is_chat := false;
    new.status_changed_at := now();
    return new;
  end if;

  if new.status is not distinct from old.status then
    -- Nothing about the status changes.
    if new.decline_reason is distinct from old.decline_reason then
      raise exception 'The reason can only be given while declining a request' using errcode = '22023';
    end if;
    new.is_chat := old.is_chat;
    return new;
  end if;

  if me is not null and not (new.status = 'expired' and was = 'expired') then
    if me = old."to" then
      if new.status not in ('accepted', 'declined') then
        raise exception 'A provider can only accept or decline a request' using errcode = '42501';
      end if;
      if was <> 'pending' then
        raise exception 'This request is % and can no longer be answered', was using errcode = '22023';
      end if;
    elsif me = old."from" then
      if new.status = 'cancelled' then
        if was <> 'pending' then
          raise exception 'Only a pending request can be cancelled; this one is %', was using errcode = '22023';
        end if;
      elsif new.status = 'pending' then
        if was not in ('declined', 'cancelled', 'expired') then
          raise exception 'This request is % and cannot be sent again', was using errcode = '22023';
        end if;
        if old.help_now_id is not null then
          raise exception 'A help-now request cannot be sent again: ask for help now again' using errcode = '22023';
        end if;
      else
        raise exception 'A customer can only cancel a request or send it again' using errcode = '42501';
      end if;
    else
      raise exception 'Only the two parties of a request can change it' using errcode = '42501';
    end if;
  end if;

  -- The first accepted copy of a help-now request wins; a later one is stored as taken.
  if new.status = 'accepted' and old.help_now_id is not null
     and not public.help_now_claim(old.help_now_id, old.message_id) then
    new.status := 'taken';
  end if;

  new.is_chat := new.status = 'accepted';
  new.status_changed_at := now();
  if new.status = 'pending' then
    new.requested_at := now();
    new.answered_at := null;
  elsif new.status in ('accepted', 'declined') then
    new.answered_at := now();
  end if;
  if new.status <> 'declined' then
    new.decline_reason := null;
  end if;
  return new;
end
$$;

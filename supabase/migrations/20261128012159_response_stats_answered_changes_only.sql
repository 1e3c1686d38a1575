-- A provider's response statistics count answered requests only (accepted or declined, with
-- answered_at set). A status change that leaves a request unanswered before and after (pending
-- to taken, expired or cancelled) changes nothing there, so it no longer refreshes them.
--
-- Why: a help-now accept stores its sibling copies as taken in the same transaction, and each
-- sibling used to refresh its own provider's statistics row. Two help-now accepts with the same
-- two providers in opposite roles then locked the two rows in opposite orders and one failed with
-- 40P01 "deadlock detected" (seen under bench:load's 200 people). Now an accept locks only the
-- accepting provider's row.
drop trigger provider_response_stats_on_update on public.messages;

create trigger provider_response_stats_on_update
  after update of status, answered_at on public.messages
  for each row when (
    (new.answered_at is distinct from old.answered_at or new.status is distinct from old.status)
    and (new.answered_at is not null or old.answered_at is not null)
  )
  execute function public.provider_response_stats_refresh();

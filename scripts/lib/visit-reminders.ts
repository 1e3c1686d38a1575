import type { Queryable } from 'local-supabase';

export interface VisitRemindersOptions {
  /** How often to look for visits due within the hour; a minute, as pg_cron runs it when hosted. */
  everyMs?: number;
  /** Told of a run that failed; the next run tries again. */
  onError?: (error: unknown) => void;
}

/**
 * The local stand-in for the hosted pg_cron job (docs/hosted-supabase.md): runs
 * visit_reminders_send() now and then every minute, so an agreed visit is reminded an hour before
 * with no app open. Returns the function that stops it.
 */
export function startVisitReminders(pg: Queryable, options: VisitRemindersOptions = {}): () => void {
  const everyMs = options.everyMs ?? 60_000;
  const state = { running: false, stopped: false };
  const stopped = (): boolean => state.stopped;
  const tick = async (): Promise<void> => {
    if (state.running || stopped()) return;
    state.running = true;
    try {
      await pg.query('select public.visit_reminders_send()');
    } catch (error) {
      // A run cut short by the backend closing is no failure.
      if (!stopped()) options.onError?.(error);
    } finally {
      state.running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => {
    state.stopped = true;
    clearInterval(timer);
  };
}

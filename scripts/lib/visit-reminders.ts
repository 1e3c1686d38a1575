import type { Queryable } from 'local-supabase';

export interface RepeatOptions {
  /** How often to run; a minute, as pg_cron runs it when hosted. */
  everyMs?: number;
  /** Told of a run that failed; the next run tries again. */
  onError?: (error: unknown) => void;
}

/**
 * Runs `sql` now and then every `everyMs`, never two runs at once: the local stand-in for a hosted
 * pg_cron job (docs/hosted-supabase.md). Returns the function that stops it.
 */
export function startRepeating(pg: Queryable, sql: string, options: RepeatOptions = {}): () => void {
  return startRepeatingTask(() => pg.query(sql), options);
}

/** Runs `task` now and then every `everyMs`, never two runs at once. Returns the function that stops it. */
export function startRepeatingTask(task: () => Promise<unknown>, options: RepeatOptions = {}): () => void {
  const everyMs = options.everyMs ?? 60_000;
  const state = { running: false, stopped: false };
  const stopped = (): boolean => state.stopped;
  const tick = async (): Promise<void> => {
    if (state.running || stopped()) return;
    state.running = true;
    try {
      await task();
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

/** visit_reminders_send() on that schedule, so an agreed visit is reminded an hour before with no app open. */
export function startVisitReminders(pg: Queryable, options: RepeatOptions = {}): () => void {
  return startRepeating(pg, 'select public.visit_reminders_send()', options);
}

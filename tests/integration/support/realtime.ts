import type {
  RealtimeChannel,
  RealtimePostgresChangesFilter,
  RealtimePostgresChangesPayload,
} from '@supabase/supabase-js';
import type { Client } from './backend.js';

export type Row = Record<string, unknown>;
export type Change = RealtimePostgresChangesPayload<Row>;
export type ChangeFilter = RealtimePostgresChangesFilter<'*' | 'INSERT' | 'UPDATE' | 'DELETE'>;

/** Polls `probe` until it returns a value (not null/undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => T | null | undefined | false,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${String(timeoutMs)} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface SubscribeOutcome {
  status: 'SUBSCRIBED' | 'CHANNEL_ERROR' | 'TIMED_OUT' | 'CLOSED';
  error: Error | undefined;
}

/** Subscribes and resolves with the first outcome the client reports. */
export function subscribeOutcome(channel: RealtimeChannel): Promise<SubscribeOutcome> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      resolve({ status, error });
    });
  });
}

/** A channel with one postgres_changes binding and everything it has received so far. */
export interface Feed {
  channel: RealtimeChannel;
  changes: Change[];
  system: Row[];
}

/**
 * Joins `name` with one postgres_changes binding and waits until the server confirms the
 * subscription ("Subscribed to PostgreSQL"), after which changes are guaranteed to arrive.
 */
export async function watch(client: Client, name: string, filter: ChangeFilter): Promise<Feed> {
  const changes: Change[] = [];
  const system: Row[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes', filter, (change) => changes.push(change))
    .on('system', {}, (message: Row) => system.push(message));
  const outcome = await subscribeOutcome(channel);
  if (outcome.status !== 'SUBSCRIBED') {
    throw new Error(`channel ${name} did not subscribe: ${outcome.status} ${outcome.error?.message ?? ''}`);
  }
  await subscribedToPostgres({ channel, changes, system });
  return { channel, changes, system };
}

/** Waits for the `count`-th "Subscribed to PostgreSQL" system message of a feed. */
export function subscribedToPostgres(feed: Feed, count = 1): Promise<Row[]> {
  return waitFor(
    () => {
      const confirmations = feed.system.filter(
        (message) => message.extension === 'postgres_changes' && message.status === 'ok',
      );
      return confirmations.length >= count && confirmations;
    },
    `"Subscribed to PostgreSQL" #${String(count)}`,
  );
}

/** Waits until a change matching `predicate` arrived in the feed and returns it. */
export function nextChange(feed: Feed, what: string, predicate: (change: Change) => boolean): Promise<Change> {
  return waitFor(() => feed.changes.find(predicate), what);
}

/** The `new` record of an INSERT/UPDATE, the `old` record of an UPDATE/DELETE. */
export function newRow(change: Change): Row {
  return change.eventType === 'DELETE' ? {} : change.new;
}

export function oldRow(change: Change): Row {
  return change.eventType === 'INSERT' ? {} : change.old;
}

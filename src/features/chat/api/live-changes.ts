import { REALTIME_SUBSCRIBE_STATES, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import type { Database } from '../../../lib/database.types';

type PublicTables = Database['public']['Tables'];
export type LiveTable = 'messages';
export type LiveChange<T extends LiveTable> = RealtimePostgresChangesPayload<PublicTables[T]['Row']>;

interface LiveOptions<T extends LiveTable> {
  table: T;
  /** Realtime filters such as `message_id=eq.7`; each becomes one binding of the same channel. */
  filters: readonly string[];
  onChange: (change: LiveChange<T>) => void;
  /** Called on every (re)join and once changes flow, so callers can catch up on what they missed. */
  onSubscribed?: () => void;
}

interface SystemMessage {
  extension?: unknown;
  status?: unknown;
}

let sequence = 0;

/**
 * Subscribes to row changes of one table (RLS decides which rows reach this person) and
 * returns the function that removes the channel again.
 */
export function subscribeToChanges<T extends LiveTable>({
  table,
  filters,
  onChange,
  onSubscribed,
}: LiveOptions<T>): () => Promise<void> {
  sequence += 1;
  // supabase-js reuses a channel with the same topic, so every subscription gets its own name.
  const channel = supabase.channel(`${table}-${String(sequence)}`);
  for (const filter of filters) {
    channel.on<PublicTables[T]['Row']>('postgres_changes', { event: '*', schema: 'public', table, filter }, onChange);
  }
  // The server confirms with a system message once changes really flow ("Subscribed to PostgreSQL").
  channel.on('system', {}, (message: SystemMessage) => {
    if (message.extension === 'postgres_changes' && message.status === 'ok') onSubscribed?.();
  });
  channel.subscribe((status, error) => {
    if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onSubscribed?.();
    else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
      console.error(`[mistri] live updates for ${table}: ${status}${error ? ` (${error.message})` : ''}`);
    }
  });
  return async () => {
    await supabase.removeChannel(channel);
  };
}

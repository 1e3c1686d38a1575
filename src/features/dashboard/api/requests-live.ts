import { REALTIME_SUBSCRIBE_STATES, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import type { Database } from '../../../lib/database.types';

type RequestRow = Database['public']['Tables']['messages']['Row'];

let sequence = 0;

/** Follows every change to the requests addressed to one provider; returns the function that stops it. */
export function subscribeToRequests(
  providerId: string,
  onChange: (change: RealtimePostgresChangesPayload<RequestRow>) => void,
  onSubscribed: () => void,
): () => Promise<void> {
  sequence += 1;
  // supabase-js reuses a channel with the same topic, so every subscription gets its own name.
  const channel = supabase
    .channel(`provider-requests-${String(sequence)}`)
    .on<RequestRow>(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'messages', filter: `to=eq.${providerId}` },
      onChange,
    )
    // The server confirms with a system message once changes really flow ("Subscribed to PostgreSQL").
    .on('system', {}, (message: { extension?: unknown; status?: unknown }) => {
      if (message.extension === 'postgres_changes' && message.status === 'ok') onSubscribed();
    });
  channel.subscribe((status, error) => {
    if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onSubscribed();
    else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
      console.error(`[mistri] live requests: ${status}${error ? ` (${error.message})` : ''}`);
    }
  });
  return async () => {
    await supabase.removeChannel(channel);
  };
}

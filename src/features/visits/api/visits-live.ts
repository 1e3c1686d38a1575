import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';

let sequence = 0;

/**
 * Follows every change to the requests one person sent or received (a proposal, an agreement, an
 * accept); calls `onChange` for each and once changes flow. Returns the function that stops it.
 */
export function watchMyRequests(userId: string, onChange: () => void): () => Promise<void> {
  sequence += 1;
  const filter = { event: '*', schema: 'public', table: 'messages' } as const;
  // supabase-js reuses a channel with the same topic, so every subscription gets its own name.
  const channel = supabase
    .channel(`visits-${String(sequence)}`)
    .on('postgres_changes', { ...filter, filter: `from=eq.${userId}` }, onChange)
    .on('postgres_changes', { ...filter, filter: `to=eq.${userId}` }, onChange)
    .on('system', {}, (message: { extension?: unknown; status?: unknown }) => {
      if (message.extension === 'postgres_changes' && message.status === 'ok') onChange();
    });
  channel.subscribe((status) => {
    if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onChange();
  });
  return async () => {
    await supabase.removeChannel(channel);
  };
}

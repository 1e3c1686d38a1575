import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';

let sequence = 0;

/** Calls `onChange` for every new or changed review of one provider; returns the function that stops it. */
export function watchProviderReviews(providerId: string, onChange: () => void): () => Promise<void> {
  sequence += 1;
  // supabase-js reuses a channel with the same topic, so every subscription gets its own name.
  const channel = supabase
    .channel(`provider-reviews-${String(sequence)}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'reviews', filter: `provider=eq.${providerId}` },
      onChange,
    )
    .subscribe((status, error) => {
      // Catch up on a review written between the first load and the subscription.
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onChange();
      else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
        console.error(`[mistri] live reviews: ${status}${error ? ` (${error.message})` : ''}`);
      }
    });
  return async () => {
    await supabase.removeChannel(channel);
  };
}

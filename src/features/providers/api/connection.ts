import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { run, type ApiError } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { Provider } from '../lib/provider';
import type { RequestDetails } from '../lib/request-form';
import { uploadRequestPhotos } from './request-photos';
import { toConnection, type Connection } from '../lib/connection-status';
import { t } from '../../../lib/i18n';

export type { Connection } from '../lib/connection-status';

/** "sent" also covers asking again after a decline, a cancel or an expiry (the same row, pending again). */
export type ConnectResult = 'sent' | 'already-sent';

export const CONNECTION_COLUMNS = 'message_id, to, status, decline_reason, expires_at, spname, sp_profile';

type Result<T> = { data: T } | { error: ApiError };

const UNIQUE_VIOLATION = '23505';

export async function fetchConnection(customerId: string, providerId: string): Promise<Result<Connection | null>> {
  const result = await run('Load connection', () =>
    supabase
      .from('connections')
      .select(CONNECTION_COLUMNS)
      .eq('from', customerId)
      .eq('to', providerId)
      .is('help_now_id', null)
      .maybeSingle(),
  );
  if ('error' in result) return result;
  return { data: result.data ? toConnection(result.data) : null };
}

/** Moves the customer's own request to a new status: "cancelled", or "pending" to ask again. */
export async function changeRequest(messageId: number, status: 'cancelled' | 'pending'): Promise<Result<null>> {
  const result = await run(status === 'pending' ? 'Send the request again' : 'Cancel the request', () =>
    supabase.from('messages').update({ status }).eq('message_id', messageId).select('message_id'),
  );
  if ('error' in result) return result;
  if (!result.data?.length) return { error: { message: t('providers.requestGone') } };
  return { data: null };
}

/** The customer's name and picture as the provider will see them on the request. */
async function customerCard(customerId: string): Promise<Result<{ name: string; picture: string }>> {
  const result = await run('Load your profile', () =>
    supabase
      .from('users')
      .select('first_name, last_name, name, email, profilePicUrl, profile_link')
      .eq('uuid', customerId)
      .maybeSingle(),
  );
  if ('error' in result) return result;
  const row = result.data;
  if (!row) return { data: { name: '', picture: '' } };
  const name = [row.first_name, row.last_name].join(' ').trim() || row.name || row.email.split('@')[0] || '';
  return { data: { name, picture: row.profilePicUrl || row.profile_link } };
}

export async function sendRequest(
  customerId: string,
  provider: Provider,
  details?: RequestDetails,
): Promise<Result<ConnectResult>> {
  const existing = await fetchConnection(customerId, provider.uuid);
  if ('error' in existing) return existing;
  if (existing.data?.canAskAgain) {
    const again = await changeRequest(existing.data.messageId, 'pending');
    return 'error' in again ? again : { data: 'sent' };
  }
  if (existing.data) return { data: 'already-sent' };
  const customer = await customerCard(customerId);
  if ('error' in customer) return customer;
  const photos = details ? await uploadRequestPhotos(customerId, details.photos) : { data: [] };
  if ('error' in photos) return photos;
  const inserted = await run('Send connection request', () =>
    supabase.from('messages').insert({
      from: customerId,
      to: provider.uuid,
      is_chat: false,
      username: customer.data.name,
      spname: provider.fullName,
      user_profile: customer.data.picture,
      sp_profile: provider.pictureUrl,
      description: details?.description ?? '',
      photos: photos.data,
      wanted: details?.wanted ?? 'soon',
      wanted_date: details?.wantedDate ?? null,
      wanted_slot: details?.wantedSlot ?? null,
    }),
  );
  if ('error' in inserted) {
    return inserted.error.code === UNIQUE_VIOLATION ? { data: 'already-sent' } : inserted;
  }
  return { data: 'sent' };
}

/**
 * Follows the customer's connection with one provider live (the provider accepting it), calling
 * `onChange` with its current state. Returns the function that stops watching.
 */
export function watchConnection(
  customerId: string,
  providerId: string,
  onChange: (connection: Connection | null) => void,
): () => Promise<void> {
  let stopped = false;
  const refresh = async () => {
    const result = await fetchConnection(customerId, providerId);
    if (!stopped && !('error' in result)) onChange(result.data);
  };
  const channel = supabase
    .channel(`connection:${customerId}:${providerId}:${crypto.randomUUID()}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'messages', filter: `from=eq.${customerId}` },
      (payload) => {
        const row = payload.eventType === 'DELETE' ? payload.old : payload.new;
        if (!('to' in row) || row.to === providerId) void refresh();
      },
    )
    .subscribe((status) => {
      // Catch a change made between the first load and the subscription.
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) void refresh();
    });
  return async () => {
    stopped = true;
    await supabase.removeChannel(channel);
  };
}

/** Calls `onChange` whenever one of the customer's requests changes; returns the function that stops it. */
export function watchCustomerRequests(customerId: string, onChange: () => void): () => Promise<void> {
  const channel = supabase
    .channel(`customer-requests:${customerId}:${crypto.randomUUID()}`)
    .on(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'messages', filter: `from=eq.${customerId}` },
      () => {
        onChange();
      },
    )
    .subscribe((status) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) onChange();
    });
  return async () => {
    await supabase.removeChannel(channel);
  };
}

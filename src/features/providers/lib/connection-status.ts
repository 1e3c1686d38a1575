import type { Database } from '../../../lib/database.types';

type ConnectionRow = Pick<
  Database['public']['Views']['connections']['Row'],
  'message_id' | 'to' | 'status' | 'decline_reason' | 'expires_at' | 'spname' | 'sp_profile'
>;

export type ConnectionStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired';

/** A customer's request to one provider, with its status as of now (decided by the database). */
export interface Connection {
  messageId: number;
  providerId: string;
  providerName: string;
  providerPicture: string;
  status: ConnectionStatus;
  /** True exactly when accepted: the chat is open. */
  isChat: boolean;
  declineReason: string | null;
  expiresAt: string | null;
  /** After a decline, a cancel or an expiry the customer may ask again. */
  canAskAgain: boolean;
  /** Declined or expired: the customer is offered other providers. */
  needsAlternatives: boolean;
}

const STATUSES: readonly ConnectionStatus[] = ['pending', 'accepted', 'declined', 'cancelled', 'expired'];

function toStatus(value: string | null): ConnectionStatus {
  return STATUSES.find((status) => status === value) ?? 'pending';
}

export function toConnection(row: ConnectionRow): Connection {
  const status = toStatus(row.status);
  return {
    messageId: row.message_id ?? 0,
    providerId: row.to ?? '',
    providerName: row.spname?.trim() || 'the provider',
    providerPicture: row.sp_profile ?? '',
    status,
    isChat: status === 'accepted',
    declineReason: row.decline_reason,
    expiresAt: row.expires_at,
    canAskAgain: status === 'declined' || status === 'cancelled' || status === 'expired',
    needsAlternatives: status === 'declined' || status === 'expired',
  };
}

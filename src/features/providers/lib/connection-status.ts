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

/** How long a pending request still waits, e.g. "23 h" or "40 min"; empty once it is due. */
export function timeLeft(expiresAt: string | null, now: number): string {
  if (!expiresAt) return '';
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  return minutes >= 60 ? `${String(Math.floor(minutes / 60))} h` : `${String(minutes)} min`;
}

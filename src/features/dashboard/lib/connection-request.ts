import type { Database } from '../../../lib/database.types';

type Row = Database['public']['Functions']['provider_requests']['Returns'][number];
/** The generated types say every column is set; the database leaves the contact ones null until accepted. */
export type ProviderRequestRow = { [K in keyof Row]: Row[K] | null };

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired', 'taken'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export { DECLINE_REASONS, type DeclineReason } from '../../../lib/decline-reason';

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** What the provider may know of the customer: contact details only once accepted. */
export interface RequestContact {
  lastName: string;
  phone: string;
  email: string;
}

/** When the customer needs someone: as soon as possible, today, or a date and part of the day. */
export type WantedTime =
  { kind: 'soon' } | { kind: 'today' } | { kind: 'slot'; date: string; slot: 'morning' | 'afternoon' | 'evening' };

function toWanted(kind: string | null, date: string | null, slot: string | null): WantedTime {
  if (kind === 'today') return { kind: 'today' };
  if (kind === 'slot' && date && (slot === 'morning' || slot === 'afternoon' || slot === 'evening')) {
    return { kind: 'slot', date, slot };
  }
  return { kind: 'soon' };
}

/** A connection request as the provider's requests list shows it. */
export interface ConnectionRequest {
  messageId: number;
  fromId: string;
  toId: string;
  status: RequestStatus;
  accepted: boolean;
  senderName: string;
  senderPicture: string;
  locality: string;
  distanceKm: number | null;
  declineReason: string | null;
  createdAt: string;
  expiresAt: string;
  contact: RequestContact | null;
  description: string;
  /** Storage paths in the request photos bucket. */
  photos: string[];
  wanted: WantedTime;
  /** Sent by "Need help now" to several providers: the first to accept gets it. */
  helpNow: boolean;
}

/** A provider_requests() row (the database leaves contact details empty until accepted). */
export function toConnectionRequest(row: ProviderRequestRow, providerId: string): ConnectionRequest {
  const status = isRequestStatus(row.status) ? row.status : 'pending';
  const accepted = status === 'accepted';
  return {
    messageId: row.message_id ?? 0,
    fromId: row.customer_id ?? '',
    toId: providerId,
    status,
    accepted,
    senderName: row.first_name?.trim() || 'A customer',
    senderPicture: row.picture ?? '',
    locality: row.locality ?? '',
    distanceKm: typeof row.distance_km === 'number' ? row.distance_km : null,
    declineReason: row.decline_reason,
    createdAt: row.requested_at ?? '',
    expiresAt: row.expires_at ?? '',
    contact:
      accepted && row.last_name !== null
        ? { lastName: row.last_name, phone: row.phonenumber ?? '', email: row.email ?? '' }
        : null,
    description: row.description ?? '',
    photos: row.photos ?? [],
    wanted: toWanted(row.wanted, row.wanted_date, row.wanted_slot),
    helpNow: row.help_now === true,
  };
}

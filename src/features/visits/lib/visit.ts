import type { Database } from '../../../lib/database.types';
import { toVisitTime, type VisitTime } from '../../../lib/visit-time';

export const VISIT_COLUMNS =
  'message_id, from, to, status, username, spname, sp_profile, wanted, wanted_date, wanted_slot, visit_date, visit_slot, visit_by, visit_agreed_at';

type MessageRow = Database['public']['Tables']['messages']['Row'];
export type VisitRow = Pick<
  MessageRow,
  | 'message_id'
  | 'from'
  | 'to'
  | 'status'
  | 'username'
  | 'spname'
  | 'sp_profile'
  | 'wanted'
  | 'wanted_date'
  | 'wanted_slot'
  | 'visit_date'
  | 'visit_slot'
  | 'visit_by'
  | 'visit_agreed_at'
>;

/** Where agreeing a visit time stands for an accepted request. */
export type VisitState =
  | { kind: 'none' }
  | { kind: 'proposed'; time: VisitTime; by: 'customer' | 'provider'; wanted: boolean }
  | { kind: 'agreed'; time: VisitTime };

/** An accepted request's visit, as both parties see it. */
export interface Visit {
  messageId: number;
  /** Empty when that party has deleted their account (also providerId). */
  customerId: string;
  providerId: string;
  customerName: string;
  providerName: string;
  providerPicture: string;
  state: VisitState;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The current proposal or the agreed time. Until either side proposes, the customer's wanted day
 * and part of the day counts as the customer's proposal (as confirm_visit() takes it).
 */
export function toVisitState(row: VisitRow): VisitState {
  const current = toVisitTime(row.visit_date, row.visit_slot);
  if (current) {
    if (row.visit_agreed_at) return { kind: 'agreed', time: current };
    return { kind: 'proposed', time: current, by: row.visit_by === row.to ? 'provider' : 'customer', wanted: false };
  }
  const wanted = row.wanted === 'slot' ? toVisitTime(row.wanted_date, row.wanted_slot) : null;
  return wanted ? { kind: 'proposed', time: wanted, by: 'customer', wanted: true } : { kind: 'none' };
}

export function toVisit(row: VisitRow): Visit {
  return {
    messageId: row.message_id,
    customerId: row.from ?? '',
    providerId: row.to ?? '',
    customerName: firstName(row.username),
    providerName: row.spname.trim(),
    providerPicture: row.sp_profile,
    state: toVisitState(row),
  };
}

/** Which side the viewer is on; null when the visit is not theirs. */
export function viewerSide(visit: Visit, viewerId: string): 'customer' | 'provider' | null {
  if (viewerId === visit.customerId) return 'customer';
  if (viewerId === visit.providerId) return 'provider';
  return null;
}

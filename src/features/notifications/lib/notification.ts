import { chatPath } from '../../../config/paths';
import { toVisitTime, type VisitTime } from '../../../lib/visit-time';
import type { Database, Json } from '../../../lib/database.types';

type NotificationRow = Database['public']['Tables']['notifications']['Row'];

/** What the database stores beside the kind, for the client to word in the reader's language. */
export interface NotificationParams {
  /** The other person's first name. */
  name?: string;
  /** A decline reason's code. */
  reason?: string;
  /** The start of a message or a reply (the writer's own words). */
  preview?: string;
  rating?: number;
  /** How many photos a chat message carries. */
  photos?: number;
  /** When a new request expires unanswered, or a job marked done counts as done. */
  expiresAt?: string;
  /** A visit time proposed, agreed or reminded. */
  visit?: VisitTime;
  /** A done job: the recipient is its customer, asked for a review. */
  review?: boolean;
}

export interface AppNotification {
  id: number;
  kind: string;
  params: NotificationParams;
  /** An app path such as "/requests". */
  link: string;
  createdAt: string;
  read: boolean;
}

export const NOTIFICATION_COLUMNS = 'id, kind, message_id, params, link, created_at, read_at';
/** The bell lists the latest ones only. */
export const NOTIFICATION_LIMIT = 30;

function text(value: Json | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Reads the stored parameters, keeping only the ones of the expected type. */
export function toParams(value: Json): NotificationParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const params: NotificationParams = {};
  const name = text(value.name);
  const reason = text(value.reason);
  const preview = text(value.preview);
  const expiresAt = text(value.expires_at);
  if (name) params.name = name;
  if (reason) params.reason = reason;
  if (preview) params.preview = preview;
  if (expiresAt) params.expiresAt = expiresAt;
  const visit = toVisitTime(value.date, value.slot);
  if (visit) params.visit = visit;
  if (value.review === true) params.review = true;
  if (typeof value.rating === 'number' && Number.isFinite(value.rating)) params.rating = value.rating;
  if (typeof value.photos === 'number' && Number.isInteger(value.photos) && value.photos > 0)
    params.photos = value.photos;
  return params;
}

/** Kinds that open the conversation of their request. */
const CHAT_KINDS = ['new_message', 'request_accepted', 'visit_proposed', 'visit_agreed', 'visit_reminder'];

/** Where a notification leads: a message or an acceptance opens that very conversation. */
function linkOf(row: Pick<NotificationRow, 'kind' | 'message_id' | 'link'>): string {
  if (CHAT_KINDS.includes(row.kind) && row.message_id !== null) return chatPath(row.message_id);
  return /^\/(?!\/)/.test(row.link) ? row.link : '/';
}

export function toNotification(
  row: Pick<NotificationRow, 'id' | 'kind' | 'message_id' | 'params' | 'link' | 'created_at' | 'read_at'>,
): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    params: toParams(row.params),
    link: linkOf(row),
    createdAt: row.created_at,
    read: row.read_at !== null,
  };
}

/** Newest first, one copy of each, at most NOTIFICATION_LIMIT. */
export function upsertNotification(list: readonly AppNotification[], item: AppNotification): AppNotification[] {
  return [...list.filter((other) => other.id !== item.id), item]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .slice(0, NOTIFICATION_LIMIT);
}

export function unreadCount(list: readonly AppNotification[] | undefined): number {
  return list?.filter((item) => !item.read).length ?? 0;
}

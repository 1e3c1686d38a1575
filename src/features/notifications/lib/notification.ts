import type { Database } from '../../../lib/database.types';

type NotificationRow = Database['public']['Tables']['notifications']['Row'];

export interface AppNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  /** An app path such as "/requests". */
  link: string;
  createdAt: string;
  read: boolean;
}

export const NOTIFICATION_COLUMNS = 'id, kind, title, body, link, created_at, read_at';
/** The bell lists the latest ones only. */
export const NOTIFICATION_LIMIT = 30;

export function toNotification(
  row: Pick<NotificationRow, 'id' | 'kind' | 'title' | 'body' | 'link' | 'created_at' | 'read_at'>,
): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link.startsWith('/') ? row.link : '/',
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

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${String(minutes)} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${String(hours)} h ago`;
  return `${String(Math.floor(hours / 24))} d ago`;
}

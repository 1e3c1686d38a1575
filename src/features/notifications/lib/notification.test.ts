import { NOTIFICATION_LIMIT, timeAgo, toNotification, unreadCount, upsertNotification } from './notification';

const row = (id: number, createdAt: string, readAt: string | null = null) => ({
  id,
  kind: 'new_request',
  title: `Note ${String(id)}`,
  body: '',
  link: '/requests',
  created_at: createdAt,
  read_at: readAt,
});

describe('notifications', () => {
  it('keeps the newest first, once each, and counts the unread', () => {
    let list = [toNotification(row(1, '2026-11-22T10:00:00Z', '2026-11-22T10:01:00Z'))];
    list = upsertNotification(list, toNotification(row(2, '2026-11-22T11:00:00Z')));
    list = upsertNotification(list, toNotification(row(2, '2026-11-22T11:00:00Z')));
    expect(list.map((item) => item.id)).toEqual([2, 1]);
    expect(unreadCount(list)).toBe(1);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('keeps at most the limit', () => {
    let list = [toNotification(row(0, '2026-11-01T00:00:00Z'))];
    for (let id = 1; id <= NOTIFICATION_LIMIT + 5; id += 1) {
      list = upsertNotification(list, toNotification(row(id, new Date(Date.UTC(2026, 10, 1, id)).toISOString())));
    }
    expect(list).toHaveLength(NOTIFICATION_LIMIT);
    expect(list[0]?.id).toBe(NOTIFICATION_LIMIT + 5);
  });

  it('only links inside the app', () => {
    expect(toNotification({ ...row(1, '2026-11-22T10:00:00Z'), link: 'https://evil.example' }).link).toBe('/');
  });

  it('says how long ago', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(timeAgo('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-22T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-22T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-20T12:00:00Z', now)).toBe('2 d ago');
  });
});

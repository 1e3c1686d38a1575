import { NOTIFICATION_LIMIT, toNotification, unreadCount, upsertNotification } from './notification';

const row = (id: number, createdAt: string, readAt: string | null = null) => ({
  id,
  kind: 'new_request',
  message_id: 7 as number | null,
  params: { name: `Customer ${String(id)}` },
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
    expect(toNotification({ ...row(1, '2026-11-22T10:00:00Z'), link: '//evil.example' }).link).toBe('/');
  });

  it('opens the very conversation of a message or an acceptance', () => {
    const at = '2026-11-22T10:00:00Z';
    expect(toNotification({ ...row(1, at), kind: 'new_message', link: '/messages' }).link).toBe('/chat/7');
    expect(toNotification({ ...row(1, at), kind: 'request_accepted', link: '/messages' }).link).toBe('/chat/7');
    expect(toNotification(row(1, at)).link).toBe('/requests');
    expect(toNotification({ ...row(1, at), kind: 'new_message', message_id: null, link: '/messages' }).link).toBe(
      '/messages',
    );
  });

  it('keeps only parameters of the expected type', () => {
    const item = toNotification({
      ...row(1, '2026-11-22T10:00:00Z'),
      params: { name: 7, reason: 'Too far', rating: '5', preview: '  ', expires_at: '2026-11-23T10:00:00Z' },
    });
    expect(item.params).toEqual({ reason: 'Too far', expiresAt: '2026-11-23T10:00:00Z' });
    expect(toNotification({ ...row(1, '2026-11-22T10:00:00Z'), params: ['x'] }).params).toEqual({});
  });
});

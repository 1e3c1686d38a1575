import { countUnread, mergeChatMessages, type ChatMessage } from './chat-message';

function message(id: number, createdAt: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    messageId: 7,
    sender: 'customer',
    body: `message ${id}`,
    photos: [],
    createdAt,
    readAt: null,
    ...overrides,
  };
}

describe('mergeChatMessages', () => {
  it('adds live messages in time order', () => {
    const list = [message(1, '2026-11-21T10:00:00Z'), message(3, '2026-11-21T10:02:00Z')];
    const merged = mergeChatMessages(list, [message(2, '2026-11-21T10:01:00Z')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('keeps one copy of a message that arrives twice, the newer copy winning', () => {
    const list = [message(1, '2026-11-21T10:00:00Z')];
    const merged = mergeChatMessages(list, [
      message(1, '2026-11-21T10:00:00Z', { readAt: '2026-11-21T10:05:00Z' }),
      message(1, '2026-11-21T10:00:00Z', { readAt: '2026-11-21T10:05:00Z' }),
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.readAt).toBe('2026-11-21T10:05:00Z');
  });

  it('keeps a read mark when an older unread copy arrives after it', () => {
    const readAt = '2026-11-21T10:05:00Z';
    const list = [message(1, '2026-11-21T10:00:00Z', { readAt })];
    const merged = mergeChatMessages(list, [message(1, '2026-11-21T10:00:00Z')]);
    expect(merged[0]?.readAt).toBe(readAt);
  });

  it('keeps a sender gone with their account gone when an older copy arrives', () => {
    const list = [message(1, '2026-11-21T10:00:00Z', { sender: '' })];
    const merged = mergeChatMessages(list, [message(1, '2026-11-21T10:00:00Z', { sender: 'provider' })]);
    expect(merged[0]?.sender).toBe('');
  });

  it('orders messages of the same instant by id', () => {
    const same = '2026-11-21T10:00:00.000Z';
    const merged = mergeChatMessages([message(5, same)], [message(4, same), message(6, same)]);
    expect(merged.map((m) => m.id)).toEqual([4, 5, 6]);
  });

  it('does not change the list it was given', () => {
    const list = [message(2, '2026-11-21T10:00:00Z')];
    mergeChatMessages(list, [message(1, '2026-11-21T09:00:00Z')]);
    expect(list.map((m) => m.id)).toEqual([2]);
  });
});

describe('countUnread', () => {
  it('counts only unread messages of the other party', () => {
    const messages = [
      message(1, '2026-11-21T10:00:00Z', { sender: 'provider' }),
      message(2, '2026-11-21T10:01:00Z', { sender: 'provider', readAt: '2026-11-21T10:03:00Z' }),
      message(3, '2026-11-21T10:02:00Z', { sender: 'customer' }),
      message(4, '2026-11-21T10:04:00Z', { sender: 'provider' }),
    ];
    expect(countUnread(messages, 'customer')).toBe(2);
    expect(countUnread(messages, 'provider')).toBe(1);
  });
});

import type { ChatMessage } from './chat-message';
import {
  applyIncomingMessage,
  countUnreadConversations,
  markReadLocally,
  sortConversations,
  type Conversation,
} from './conversation';

const ME = 'customer-1';

function conversation(messageId: number, last: { id: number; at: string } | null, unreadCount = 0): Conversation {
  return {
    messageId,
    customerId: ME,
    providerId: `provider-${messageId}`,
    accepted: true,
    connectedAt: '2026-11-01T00:00:00Z',
    counterpart: { id: `provider-${messageId}`, name: `Provider ${messageId}`, picture: '', job: 'Plumber', phone: '' },
    lastMessage: last ? { id: last.id, body: `last ${last.id}`, sender: ME, createdAt: last.at } : null,
    unreadCount,
  };
}

function incoming(id: number, messageId: number, sender: string, createdAt: string): ChatMessage {
  return { id, messageId, sender, body: `live ${id}`, photos: [], createdAt, readAt: null };
}

describe('sortConversations', () => {
  it('puts the most recent activity first, using the connection time when there is no message', () => {
    const list = [
      conversation(1, { id: 10, at: '2026-11-20T10:00:00Z' }),
      conversation(2, null),
      conversation(3, { id: 11, at: '2026-11-21T10:00:00Z' }),
    ];
    expect(sortConversations(list).map((c) => c.messageId)).toEqual([3, 1, 2]);
  });
});

describe('applyIncomingMessage', () => {
  const list = [
    conversation(1, { id: 10, at: '2026-11-21T10:00:00Z' }),
    conversation(2, { id: 5, at: '2026-11-20T10:00:00Z' }),
  ];

  it('moves the conversation up, shows the message and counts it unread when the other party sent it', () => {
    const next = applyIncomingMessage(list, incoming(12, 2, 'provider-2', '2026-11-21T11:00:00Z'), ME);
    expect(next.map((c) => c.messageId)).toEqual([2, 1]);
    expect(next[0]?.lastMessage?.body).toBe('live 12');
    expect(next[0]?.unreadCount).toBe(1);
  });

  it('does not count the viewer’s own messages as unread', () => {
    const next = applyIncomingMessage(list, incoming(12, 2, ME, '2026-11-21T11:00:00Z'), ME);
    expect(next[0]?.unreadCount).toBe(0);
    expect(next[0]?.lastMessage?.id).toBe(12);
  });

  it('ignores a message it already counted', () => {
    const once = applyIncomingMessage(list, incoming(12, 2, 'provider-2', '2026-11-21T11:00:00Z'), ME);
    const twice = applyIncomingMessage(once, incoming(12, 2, 'provider-2', '2026-11-21T11:00:00Z'), ME);
    expect(twice).toEqual(once);
    expect(applyIncomingMessage(list, incoming(9, 1, 'provider-1', '2026-11-21T09:00:00Z'), ME)).toEqual(list);
  });

  it('leaves the list alone for a conversation it does not show', () => {
    expect(applyIncomingMessage(list, incoming(30, 99, 'x', '2026-11-21T12:00:00Z'), ME)).toEqual(list);
  });
});

describe('unread conversations', () => {
  it('counts conversations with at least one unread message and clears one when read', () => {
    const list = [conversation(1, null, 3), conversation(2, null, 0), conversation(3, null, 1)];
    expect(countUnreadConversations(list)).toBe(2);
    expect(countUnreadConversations(markReadLocally(list, 1))).toBe(1);
  });
});

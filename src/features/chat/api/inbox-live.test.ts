import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '../lib/conversation';
import { subscribeToChatFeed, type ChatChange, type ChatFeedListener } from './chat-feed';
import { fetchConversation, fetchConversations } from './chat-queries';
import { startInboxLive } from './inbox-live';
import { subscribeToChanges, type LiveChange, type LiveTable } from './live-changes';

vi.mock('./chat-queries', () => ({ fetchConversations: vi.fn(), fetchConversation: vi.fn() }));
vi.mock('./live-changes', () => ({ subscribeToChanges: vi.fn() }));
vi.mock('./chat-feed', () => ({ subscribeToChatFeed: vi.fn() }));

interface Subscription {
  filters: readonly string[];
  onChange: (change: LiveChange<LiveTable>) => void;
  stop: ReturnType<typeof vi.fn>;
}

interface FeedListener extends ChatFeedListener {
  viewerId: string;
  stop: ReturnType<typeof vi.fn>;
}

const ME = 'customer';
let subscriptions: Subscription[] = [];
let feeds: FeedListener[] = [];

function conversation(messageId: number, unreadCount = 0): Conversation {
  return {
    messageId,
    customerId: ME,
    providerId: `provider-${String(messageId)}`,
    accepted: true,
    connectedAt: '2026-11-20T10:00:00Z',
    counterpart: { id: `p${String(messageId)}`, name: `P ${String(messageId)}`, picture: '', job: null, phone: '' },
    lastMessage: { id: messageId * 10, body: 'old', sender: ME, createdAt: '2026-11-20T10:00:00Z' },
    unreadCount,
  };
}

function chatRow(id: number, messageId: number, sender: string, readAt: string | null = null) {
  return {
    id,
    message_id: messageId,
    sender,
    body: `body ${String(id)}`,
    created_at: '2026-11-21T10:00:00Z',
    read_at: readAt,
  };
}

function start(initial: Conversation[]) {
  let list = initial;
  const stop = startInboxLive(ME, initial, (recipe) => {
    list = recipe(list);
  });
  return { stop, current: () => list };
}

function connections() {
  return subscriptions.filter((subscription) => subscription.stop.mock.calls.length === 0);
}

function feed(): FeedListener {
  const listener = feeds.find((candidate) => candidate.stop.mock.calls.length === 0);
  if (!listener) throw new Error('no chat feed listener');
  return listener;
}

function change(operation: 'INSERT' | 'UPDATE', record: ReturnType<typeof chatRow>): ChatChange {
  return { operation, record: { ...record, photos: [], client_id: null } };
}

beforeEach(() => {
  vi.clearAllMocks();
  subscriptions = [];
  feeds = [];
  vi.mocked(subscribeToChanges).mockImplementation((options) => {
    const stop = vi.fn(() => Promise.resolve());
    subscriptions.push({ filters: options.filters, onChange: options.onChange, stop });
    return stop;
  });
  vi.mocked(subscribeToChatFeed).mockImplementation((viewerId, listener) => {
    const stop = vi.fn(() => Promise.resolve());
    feeds.push({ ...listener, viewerId, stop });
    return stop;
  });
});

describe('startInboxLive', () => {
  it('follows the caller’s connections and their own chat feed', () => {
    start([conversation(2), conversation(1)]);
    expect(connections()[0]?.filters).toEqual([`from=eq.${ME}`, `to=eq.${ME}`]);
    expect(feed().viewerId).toBe(ME);
  });

  it('applies a new message from the other party as unread', () => {
    const inbox = start([conversation(1), conversation(2)]);
    feed().onChange(change('INSERT', chatRow(30, 2, 'provider-2')));
    expect(inbox.current()[0]).toMatchObject({ messageId: 2, unreadCount: 1, lastMessage: { body: 'body 30' } });
  });

  it('reloads the list when a connection changes', async () => {
    vi.mocked(fetchConversations).mockResolvedValue({ data: [conversation(3), conversation(1)] });
    const inbox = start([conversation(1)]);
    connections()[0]?.onChange({ eventType: 'UPDATE' } as LiveChange<LiveTable>);
    await vi.waitFor(() => {
      expect(inbox.current().map((item) => item.messageId)).toEqual([3, 1]);
    });
  });

  it('reloads the list for a message of a conversation it does not list yet', async () => {
    vi.mocked(fetchConversations).mockResolvedValue({ data: [conversation(5), conversation(1)] });
    const inbox = start([conversation(1)]);
    feed().onChange(change('INSERT', chatRow(50, 5, 'provider-5')));
    await vi.waitFor(() => {
      expect(inbox.current().map((item) => item.messageId)).toEqual([5, 1]);
    });
    expect(fetchConversations).toHaveBeenCalledTimes(1);
  });

  it('reloads one conversation when the viewer’s unread messages were marked read elsewhere', async () => {
    vi.mocked(fetchConversation).mockResolvedValue({ data: conversation(1, 0) });
    const inbox = start([conversation(1, 4)]);
    feed().onChange(change('UPDATE', chatRow(11, 1, 'provider-1', '2026-11-21T10:05:00Z')));
    await vi.waitFor(() => {
      expect(inbox.current()[0]?.unreadCount).toBe(0);
    });
    expect(fetchConversation).toHaveBeenCalledWith(1);
  });

  it('stops listening to everything when stopped', async () => {
    const inbox = start([conversation(1)]);
    await inbox.stop();
    expect(subscriptions.every((subscription) => subscription.stop.mock.calls.length === 1)).toBe(true);
    expect(feeds.every((listener) => listener.stop.mock.calls.length === 1)).toBe(true);
  });
});

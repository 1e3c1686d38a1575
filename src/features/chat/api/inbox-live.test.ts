import type { Conversation } from '../lib/conversation';
import { fetchConversation, fetchConversations } from './chat-queries';
import { startInboxLive } from './inbox-live';
import { subscribeToChanges, type LiveChange, type LiveTable } from './live-changes';

vi.mock('./chat-queries', () => ({ fetchConversations: vi.fn(), fetchConversation: vi.fn() }));
vi.mock('./live-changes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./live-changes')>()),
  subscribeToChanges: vi.fn(),
}));

interface Subscription {
  table: LiveTable;
  filters: readonly string[];
  onChange: (change: LiveChange<LiveTable>) => void;
  onSubscribed?: () => void;
  stop: ReturnType<typeof vi.fn>;
}

const ME = 'customer';
let subscriptions: Subscription[] = [];

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

function live(table: LiveTable) {
  return subscriptions.filter(
    (subscription) => subscription.table === table && subscription.stop.mock.calls.length === 0,
  );
}

beforeEach(() => {
  subscriptions = [];
  vi.mocked(subscribeToChanges).mockImplementation((options) => {
    const stop = vi.fn(() => Promise.resolve());
    subscriptions.push({ ...(options as unknown as Omit<Subscription, 'stop'>), stop });
    return stop;
  });
});

describe('startInboxLive', () => {
  it('follows the caller’s connections and the messages of the listed conversations', () => {
    start([conversation(2), conversation(1)]);
    expect(live('messages')[0]?.filters).toEqual([`from=eq.${ME}`, `to=eq.${ME}`]);
    expect(live('chat_messages')[0]?.filters).toEqual(['message_id=in.(1,2)']);
  });

  it('applies a new message from the other party as unread', () => {
    const inbox = start([conversation(1), conversation(2)]);
    live('chat_messages')[0]?.onChange({
      eventType: 'INSERT',
      new: chatRow(30, 2, 'provider-2'),
    } as LiveChange<LiveTable>);
    expect(inbox.current()[0]).toMatchObject({ messageId: 2, unreadCount: 1, lastMessage: { body: 'body 30' } });
  });

  it('reloads when a connection changes and re-aims the message subscription at the new list', async () => {
    vi.mocked(fetchConversations).mockResolvedValue({ data: [conversation(3), conversation(1)] });
    const inbox = start([conversation(1)]);
    const first = live('chat_messages')[0];
    live('messages')[0]?.onChange({ eventType: 'UPDATE' } as LiveChange<LiveTable>);
    await vi.waitFor(() => {
      expect(live('chat_messages')[0]?.filters).toEqual(['message_id=in.(1,3)']);
    });
    expect(first?.stop).toHaveBeenCalled();
    expect(inbox.current().map((item) => item.messageId)).toEqual([3, 1]);
  });

  it('reloads one conversation when the viewer’s unread messages were marked read elsewhere', async () => {
    vi.mocked(fetchConversation).mockResolvedValue({ data: conversation(1, 0) });
    const inbox = start([conversation(1, 4)]);
    live('chat_messages')[0]?.onChange({
      eventType: 'UPDATE',
      new: chatRow(11, 1, 'provider-1', '2026-11-21T10:05:00Z'),
    } as LiveChange<LiveTable>);
    await vi.waitFor(() => {
      expect(inbox.current()[0]?.unreadCount).toBe(0);
    });
    expect(fetchConversation).toHaveBeenCalledWith(1);
  });

  it('removes every channel when stopped', async () => {
    const inbox = start([conversation(1)]);
    await inbox.stop();
    expect(subscriptions.every((subscription) => subscription.stop.mock.calls.length === 1)).toBe(true);
  });
});

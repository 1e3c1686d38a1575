import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { subscribeToChatFeed, toChatChange } from './chat-feed';

const realtime = vi.hoisted(() => ({
  channel: vi.fn<(topic: string, params?: { config?: unknown }) => RealtimeChannel>(),
  removeChannel: vi.fn<(channel: RealtimeChannel) => Promise<'ok'>>(),
}));
vi.mock('../../../lib/supabase', () => ({ supabase: realtime }));

interface FakeChannel {
  topic: string;
  config: unknown;
  onBroadcast: (message: { payload?: unknown }) => void;
  onStatus: (status: string) => void;
}

let channels: FakeChannel[] = [];

const row = { id: 7, message_id: 3, sender: 'a', body: 'hi', photos: [], created_at: '2026-11-27T10:00:00Z' };

beforeEach(() => {
  vi.clearAllMocks();
  channels = [];
  realtime.channel.mockImplementation((topic, params) => {
    const fake: FakeChannel = {
      topic,
      config: params?.config,
      onBroadcast: () => undefined,
      onStatus: () => undefined,
    };
    channels.push(fake);
    const channel = {
      on(_type: string, _filter: unknown, callback: FakeChannel['onBroadcast']) {
        fake.onBroadcast = callback;
        return channel;
      },
      subscribe(callback: FakeChannel['onStatus']) {
        fake.onStatus = callback;
        return channel;
      },
    };
    return channel as unknown as RealtimeChannel;
  });
  realtime.removeChannel.mockResolvedValue('ok');
});

async function joined(): Promise<FakeChannel> {
  await vi.waitFor(() => {
    expect(channels).toHaveLength(1);
  });
  const channel = channels[0];
  if (!channel) throw new Error('no channel');
  return channel;
}

describe('subscribeToChatFeed', () => {
  it('joins the person’s private feed once and hands each change to every listener', async () => {
    const first = { onChange: vi.fn(), onSubscribed: vi.fn() };
    const second = { onChange: vi.fn() };
    const stopFirst = subscribeToChatFeed('u1', first);
    const stopSecond = subscribeToChatFeed('u1', second);
    const channel = await joined();
    expect(channel).toMatchObject({ topic: 'chats:u1', config: { private: true } });

    channel.onStatus('SUBSCRIBED');
    expect(first.onSubscribed).toHaveBeenCalledTimes(1);
    channel.onBroadcast({ payload: { table: 'chat_messages', operation: 'INSERT', record: row, old_record: null } });
    expect(first.onChange).toHaveBeenCalledWith({ operation: 'INSERT', record: row });
    expect(second.onChange).toHaveBeenCalledTimes(1);

    await stopFirst();
    expect(realtime.removeChannel).not.toHaveBeenCalled();
    await stopSecond();
    expect(realtime.removeChannel).toHaveBeenCalledTimes(1);
  });

  it('tells a listener that comes later that the feed is already live', async () => {
    const stop = subscribeToChatFeed('u2', { onChange: vi.fn() });
    (await joined()).onStatus('SUBSCRIBED');
    const late = { onChange: vi.fn(), onSubscribed: vi.fn() };
    const stopLate = subscribeToChatFeed('u2', late);
    expect(late.onSubscribed).toHaveBeenCalledTimes(1);
    await Promise.all([stop(), stopLate()]);
  });

  it('joins again only after the previous channel of the same person has left', async () => {
    let leave: (status: 'ok') => void = () => undefined;
    realtime.removeChannel.mockReturnValueOnce(
      new Promise((resolve) => {
        leave = resolve;
      }),
    );
    const stop = subscribeToChatFeed('u3', { onChange: vi.fn() });
    await joined();
    const leaving = stop();
    const stopAgain = subscribeToChatFeed('u3', { onChange: vi.fn() });
    await Promise.resolve();
    expect(channels).toHaveLength(1);
    leave('ok');
    await leaving;
    await vi.waitFor(() => {
      expect(channels).toHaveLength(2);
    });
    await stopAgain();
  });
});

describe('toChatChange', () => {
  it('reads the database’s broadcast of a chat message change', () => {
    expect(toChatChange({ table: 'chat_messages', operation: 'UPDATE', record: row, old_record: row })).toEqual({
      operation: 'UPDATE',
      record: row,
    });
    expect(toChatChange({ table: 'chat_messages', operation: 'DELETE', record: null, old_record: row })).toEqual({
      operation: 'DELETE',
      record: null,
    });
  });

  it('ignores anything else', () => {
    expect(toChatChange(null)).toBeNull();
    expect(toChatChange({ table: 'messages', operation: 'INSERT', record: row })).toBeNull();
    expect(toChatChange({ table: 'chat_messages', operation: 'INSERT', record: { id: 'x' } })).toBeNull();
    expect(toChatChange({ table: 'chat_messages', operation: 'TRUNCATE', record: row })).toBeNull();
  });
});

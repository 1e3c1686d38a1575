import type { SavedOutgoing } from '../../../lib/outbox-db';
import { SendQueue, type SendQueueOptions } from './send-queue';

class NetworkDown extends Error {}

/** A send whose calls finish only when the test says so, on a network the test switches. */
function harness(overrides: Partial<SendQueueOptions> = {}) {
  const calls: { message: SavedOutgoing; resolve: () => void; reject: (error: Error) => void }[] = [];
  const network = { online: true };
  const kept = new Map<string, string>();
  let lastId = 0;
  const queue = new SendQueue({
    send: (message) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ message, resolve, reject });
      }),
    describeError: (error) => (error as Error).message,
    isNetworkError: (error) => error instanceof NetworkDown,
    isOnline: () => network.online,
    newId: () => {
      lastId += 1;
      return `m${String(lastId)}`;
    },
    onAdded: ({ id, body }) => kept.set(id, body),
    onRemoved: (id) => kept.delete(id),
    ...overrides,
  });
  const bodies = () => calls.map((call) => call.message.body);
  const statuses = () => queue.getSnapshot().map((item) => `${item.body}:${item.status}`);
  return { queue, calls, network, kept, bodies, statuses };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat send queue', () => {
  it('sends every message, one at a time, in the order typed (finding 2)', async () => {
    const { queue, calls, bodies } = harness();
    for (let n = 1; n <= 15; n += 1) queue.enqueue(`message ${String(n)}`);
    expect(bodies()).toEqual(['message 1']);
    expect(queue.getSnapshot()[0]?.status).toBe('sending');
    for (let n = 1; n <= 15; n += 1) {
      calls[n - 1]?.resolve();
      await flush();
    }
    expect(bodies()).toEqual(Array.from({ length: 15 }, (_, i) => `message ${String(i + 1)}`));
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps a refused message with its text and holds the later ones until Retry', async () => {
    const { queue, calls, bodies } = harness();
    queue.enqueue('first');
    queue.enqueue('second');
    calls[0]?.reject(new Error('refused'));
    await flush();
    expect(queue.getSnapshot()).toEqual([
      { id: 'm1', body: 'first', photos: [], status: 'failed', error: 'refused' },
      { id: 'm2', body: 'second', photos: [], status: 'queued', error: null },
    ]);
    expect(calls).toHaveLength(1);

    queue.retry('m1');
    expect(bodies()).toEqual(['first', 'first']);
    expect(calls[1]?.message.id).toBe('m1');
    calls[1]?.resolve();
    await flush();
    expect(bodies()).toEqual(['first', 'first', 'second']);
    calls[2]?.resolve();
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('discarding a refused message gives its text back and lets the rest go', async () => {
    const { queue, calls, bodies, kept } = harness();
    queue.enqueue('typo');
    queue.enqueue('next');
    calls[0]?.reject(new Error('refused'));
    await flush();
    expect(queue.discard('m1')).toEqual({ body: 'typo', photos: [] });
    expect(bodies()).toEqual(['typo', 'next']);
    expect([...kept.keys()]).toEqual(['m2']);
  });

  it('offline, messages wait for the network, then go out once each, in order', async () => {
    const { queue, calls, network, bodies, statuses, kept } = harness();
    network.online = false;
    queue.enqueue('one');
    queue.enqueue('two');
    await flush();
    expect(calls).toHaveLength(0);
    expect(statuses()).toEqual(['one:waiting', 'two:waiting']);
    expect([...kept.values()]).toEqual(['one', 'two']);

    network.online = true;
    queue.resume();
    queue.resume();
    expect(bodies()).toEqual(['one']);
    calls[0]?.resolve();
    await flush();
    calls[1]?.resolve();
    await flush();
    expect(bodies()).toEqual(['one', 'two']);
    expect(queue.getSnapshot()).toEqual([]);
    expect(kept.size).toBe(0);
  });

  it('a send that meets no network waits and sends the same message again, with the same id', async () => {
    const { queue, calls, network, statuses } = harness();
    queue.enqueue('hello');
    queue.enqueue('again');
    network.online = false;
    calls[0]?.reject(new NetworkDown('Failed to fetch'));
    await flush();
    expect(statuses()).toEqual(['hello:waiting', 'again:waiting']);
    queue.enqueue('typed offline');
    expect(statuses()).toEqual(['hello:waiting', 'again:waiting', 'typed offline:waiting']);

    network.online = true;
    queue.resume();
    expect(calls.map((call) => call.message)).toEqual([
      { id: 'm1', body: 'hello', photos: [] },
      { id: 'm1', body: 'hello', photos: [] },
    ]);
  });

  it('tries again by itself when the device says online but the send met no network', async () => {
    vi.useFakeTimers();
    try {
      const { queue, calls, statuses } = harness({ retryDelayMs: 5000 });
      queue.enqueue('flaky');
      calls[0]?.reject(new NetworkDown('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(0);
      expect(statuses()).toEqual(['flaky:waiting']);
      await vi.advanceTimersByTimeAsync(4999);
      expect(calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(2);
      expect(statuses()).toEqual(['flaky:sending']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a waiting message can be deleted and is never sent', async () => {
    const { queue, calls, network, bodies, kept } = harness();
    network.online = false;
    queue.enqueue('keep');
    queue.enqueue('oops');
    queue.discard('m2');
    expect([...kept.values()]).toEqual(['keep']);
    network.online = true;
    queue.resume();
    calls[0]?.resolve();
    await flush();
    expect(bodies()).toEqual(['keep']);
  });

  it('with a persistent outbox, sends the saved messages first, then what was typed meanwhile', async () => {
    const { queue, calls, bodies } = harness({ restoreFirst: true });
    queue.enqueue('typed now');
    expect(calls).toHaveLength(0);
    const saved = [
      { id: 'saved-1', body: 'from before 1', photos: [] },
      { id: 'saved-2', body: 'from before 2', photos: [new Blob(['jpeg'], { type: 'image/jpeg' })] },
    ];
    queue.restore(saved);
    queue.restore(saved);
    for (let n = 0; n < 3; n += 1) {
      calls[n]?.resolve();
      await flush();
    }
    expect(bodies()).toEqual(['from before 1', 'from before 2', 'typed now']);
    expect(calls.map((call) => call.message.photos.length)).toEqual([0, 1, 0]);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps a photo message’s photos while offline and sends them with it, in order', async () => {
    const { queue, calls, network, statuses } = harness();
    const kept: SavedOutgoing[] = [];
    const photos = [new Blob(['one'], { type: 'image/jpeg' }), new Blob(['two'], { type: 'image/jpeg' })];
    network.online = false;
    const photoOnly = new SendQueue({
      send: (message) =>
        new Promise<void>((resolve) => {
          calls.push({ message, resolve, reject: () => undefined });
        }),
      describeError: String,
      isNetworkError: () => false,
      isOnline: () => network.online,
      newId: () => `p${String(kept.length + 1)}`,
      onAdded: (message) => kept.push(message),
    });
    photoOnly.enqueue('', photos);
    photoOnly.enqueue('and this one is broken');
    expect(photoOnly.getSnapshot().map((item) => [item.body, item.photos.length, item.status])).toEqual([
      ['', 2, 'waiting'],
      ['and this one is broken', 0, 'waiting'],
    ]);
    expect(kept.map((message) => message.photos)).toEqual([photos, []]);
    expect(statuses()).toEqual([]);
    expect(queue.getSnapshot()).toEqual([]);

    network.online = true;
    photoOnly.resume();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.message).toEqual({ id: 'p1', body: '', photos });
    calls[0]?.resolve();
    await flush();
    expect(calls[1]?.message).toEqual({ id: 'p2', body: 'and this one is broken', photos: [] });
  });

  it('discarding a refused photo message gives its photos back', async () => {
    const { queue, calls } = harness();
    const photo = new Blob(['x'], { type: 'image/jpeg' });
    queue.enqueue('look', [photo]);
    calls[0]?.reject(new Error('refused'));
    await flush();
    expect(queue.discard('m1')).toEqual({ body: 'look', photos: [photo] });
  });

  it('tells subscribers about every change', () => {
    const { queue } = harness();
    let changes = 0;
    const stop = queue.subscribe(() => {
      changes += 1;
    });
    queue.enqueue('hello');
    expect(changes).toBe(2);
    stop();
    queue.enqueue('again');
    expect(changes).toBe(2);
  });
});

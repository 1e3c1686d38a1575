/**
 * Issue 22, finding 5: a subscriber that stops reading is closed once its unsent frames pass
 * `[realtime] max_send_buffer`, instead of the server holding (and later delivering) them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { RawSocket } from './support/raw-socket.js';
import { subscribeOutcome, waitFor } from './support/realtime.js';

const BOUND = 1024 * 1024;
const PAD = 'x'.repeat(200_000);
/** 80 MB: far past the bound plus what the kernel's socket buffers can hold. */
const MOST_PUSHES = 400;

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({
    config: { ...GENEROUS_LIMITS, realtime: { maxSendBufferBytes: BOUND, maxEventsPerSecond: 100_000 } },
  });
});

afterAll(async () => {
  await backend.close();
});

describe('realtime: a subscriber that stops reading', () => {
  it('is closed once its unsent frames pass max_send_buffer, and the rest is never delivered', async () => {
    const topic = 'realtime:flood';
    const slow = await RawSocket.open(backend.url, backend.anonKey);
    const joinRef = slow.join(topic, [], undefined, { presence: { key: 'slow', enabled: true } });
    expect((await slow.reply(joinRef))[4]).toMatchObject({ status: 'ok' });
    const track = slow.nextRef();
    slow.send([joinRef, track, topic, 'presence', { type: 'presence', event: 'track', payload: { name: 'slow' } }]);
    expect((await slow.reply(track))[4]).toMatchObject({ status: 'ok' });

    const watcher = backend.anon().channel('flood', { config: { presence: { key: 'watcher' } } });
    watcher.on('presence', { event: 'sync' }, () => undefined);
    expect((await subscribeOutcome(watcher)).status).toBe('SUBSCRIBED');
    await waitFor(() => 'slow' in watcher.presenceState(), 'the slow subscriber in presence');

    const sender = backend.anon().channel('flood', { config: { broadcast: { ack: true } } });
    expect((await subscribeOutcome(sender)).status).toBe('SUBSCRIBED');

    slow.pause();
    let pushes = 0;
    while (pushes < MOST_PUSHES && 'slow' in watcher.presenceState()) {
      expect(await sender.send({ type: 'broadcast', event: 'fill', payload: { n: pushes, pad: PAD } })).toBe('ok');
      pushes += 1;
    }
    expect('slow' in watcher.presenceState(), `still subscribed after ${String(pushes)} pushes of 200 kB`).toBe(false);

    slow.resume();
    expect(await slow.closed).toBe(1006);
    expect(slow.receivedBytes).toBeLessThan(pushes * PAD.length);
  });
});

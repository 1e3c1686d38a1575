import { SendQueue } from './send-queue';

/** A send whose calls finish only when the test says so. */
function controlledSend() {
  const calls: { body: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const send = (body: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ body, resolve, reject });
    });
  return { calls, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat send queue', () => {
  it('sends every message, one at a time, in the order typed (finding 2)', async () => {
    const { calls, send } = controlledSend();
    const queue = new SendQueue(send, String);
    for (let n = 1; n <= 15; n += 1) queue.enqueue(`message ${String(n)}`);
    expect(calls.map((call) => call.body)).toEqual(['message 1']);
    expect(queue.getSnapshot().map((item) => item.status)[0]).toBe('sending');
    for (let n = 1; n <= 15; n += 1) {
      calls[n - 1]?.resolve();
      await flush();
    }
    expect(calls.map((call) => call.body)).toEqual(Array.from({ length: 15 }, (_, i) => `message ${String(i + 1)}`));
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('keeps a failed message with its text and holds the later ones until Retry', async () => {
    const { calls, send } = controlledSend();
    const queue = new SendQueue(send, (error) => (error as Error).message);
    queue.enqueue('first');
    queue.enqueue('second');
    calls[0]?.reject(new Error('offline'));
    await flush();
    expect(queue.getSnapshot()).toEqual([
      { id: 1, body: 'first', status: 'failed', error: 'offline' },
      { id: 2, body: 'second', status: 'queued', error: null },
    ]);
    expect(calls).toHaveLength(1);

    queue.retry(1);
    expect(calls.map((call) => call.body)).toEqual(['first', 'first']);
    calls[1]?.resolve();
    await flush();
    expect(calls.map((call) => call.body)).toEqual(['first', 'first', 'second']);
    calls[2]?.resolve();
    await flush();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('discarding a failed message gives its text back and lets the rest go', async () => {
    const { calls, send } = controlledSend();
    const queue = new SendQueue(send, String);
    queue.enqueue('typo');
    queue.enqueue('next');
    calls[0]?.reject(new Error('refused'));
    await flush();
    expect(queue.discard(1)).toBe('typo');
    expect(calls.map((call) => call.body)).toEqual(['typo', 'next']);
  });

  it('tells subscribers about every change', () => {
    const { send } = controlledSend();
    const queue = new SendQueue(send, String);
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

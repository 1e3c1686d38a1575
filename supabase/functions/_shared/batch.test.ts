import { describe, expect, it } from 'vitest';
import { batched } from './batch.ts';

/** A flush that holds each batch until released, and records what it was given. */
function heldFlush() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const flush = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() => {
        if (items.includes(13)) reject(new Error('13 is refused'));
        else resolve(items.map((item) => `answer ${String(item)}`));
      });
    });
  };
  const releaseNext = async () => {
    await expect.poll(() => releases.length).toBeGreaterThan(0);
    releases.shift()?.();
  };
  return { batches, flush, releaseNext };
}

describe('batched', () => {
  it('sends the first item at once and those that came meanwhile as the next batch', async () => {
    const { batches, flush, releaseNext } = heldFlush();
    const send = batched(flush, 10);
    const first = send(1);
    await expect.poll(() => batches.length).toBe(1);
    const rest = [2, 3, 4].map(send);
    await releaseNext();
    await expect(first).resolves.toBe('answer 1');
    await releaseNext();
    await expect(Promise.all(rest)).resolves.toEqual(['answer 2', 'answer 3', 'answer 4']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('puts callers of the same turn together and keeps each batch within its size', async () => {
    const { batches, flush, releaseNext } = heldFlush();
    const send = batched(flush, 2);
    const all = Promise.all([1, 2, 3, 4, 5].map(send));
    for (let batch = 0; batch < 3; batch += 1) await releaseNext();
    await expect(all).resolves.toHaveLength(5);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the caller whose item fails, trying the others of its batch alone', async () => {
    const { batches, flush, releaseNext } = heldFlush();
    const send = batched(flush, 10);
    const answers = [12, 13, 14].map((item) => send(item).catch((error: unknown) => (error as Error).message));
    for (let batch = 0; batch < 4; batch += 1) await releaseNext();
    await expect(Promise.all(answers)).resolves.toEqual(['answer 12', '13 is refused', 'answer 14']);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('refuses a batch answered with the wrong number of answers', async () => {
    const send = batched((items: number[]) => Promise.resolve(items.length > 1 ? ['only one'] : ['alone']), 10);
    await expect(Promise.all([send(1), send(2)])).resolves.toEqual(['alone', 'alone']);
  });
});

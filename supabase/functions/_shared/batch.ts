/**
 * Natural batching: the first item goes out at once, and the items that arrive while a batch is
 * under way go out together as the next batch (at most `maxBatch` at a time). A quiet instance
 * waits for nothing; a busy one makes one call for many items instead of one each.
 * `flush` answers each item of its batch in order. When a batch of several fails, each of its
 * items is tried alone, so one bad item fails only its own caller.
 */
export function batched<I, O>(flush: (items: I[]) => Promise<O[]>, maxBatch: number): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  let running = false;

  const answer = async (batch: Waiting[]): Promise<void> => {
    let results: O[];
    try {
      results = await flush(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${String(batch.length)} got ${String(results.length)} answers`);
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => answer([waiting])));
      return;
    }
    batch.forEach((waiting, index) => {
      waiting.resolve(results[index] as O);
    });
  };

  const run = async (): Promise<void> => {
    running = true;
    try {
      // Callers of the same turn of the event loop join the first batch.
      await Promise.resolve();
      while (queue.length > 0) await answer(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void run();
    });
}

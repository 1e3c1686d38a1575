/**
 * Wraps an async task so that calls made while it runs are folded into one more run after it:
 * a burst of triggers costs at most two runs, and the last trigger always sees a fresh run.
 */
export function coalesce(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let requests = 0;
  async function loop(): Promise<void> {
    let served: number;
    do {
      served = requests;
      await task();
    } while (served !== requests);
  }
  return () => {
    requests += 1;
    if (running) return running;
    running = loop().finally(() => {
      running = null;
    });
    return running;
  };
}

/** `coalesce` per key: runs for different keys do not wait for each other. */
export function coalesceByKey<K>(task: (key: K) => Promise<void>): (key: K) => Promise<void> {
  const runners = new Map<K, () => Promise<void>>();
  return (key) => {
    let runner = runners.get(key);
    if (!runner) {
      runner = coalesce(() => task(key));
      runners.set(key, runner);
    }
    return runner();
  };
}

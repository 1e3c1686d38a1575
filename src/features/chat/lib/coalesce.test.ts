import { coalesce, coalesceByKey } from './coalesce';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('coalesce', () => {
  it('folds calls made during a run into exactly one more run', async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    const refresh = coalesce(async () => {
      const gate = gates[runs];
      runs += 1;
      await gate?.promise;
    });
    const first = refresh();
    void refresh();
    void refresh();
    const last = refresh();
    expect(runs).toBe(1);
    gates[0]?.resolve();
    gates[1]?.resolve();
    await Promise.all([first, last]);
    expect(runs).toBe(2);
    await refresh();
    expect(runs).toBe(3);
  });

  it('keeps runs for different keys apart', async () => {
    const seen: number[] = [];
    const refresh = coalesceByKey(async (key: number) => {
      seen.push(key);
      await Promise.resolve();
    });
    await Promise.all([refresh(1), refresh(2)]);
    expect(seen.sort()).toEqual([1, 2]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('loadWhenOnline', () => {
  it('waits for the connection to come back, then loads', async () => {
    setOnline(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue('module');
    const loading = loadWhenOnline(load)();
    await vi.waitFor(() => {
      expect(load).toHaveBeenCalledTimes(1);
    });
    // Still offline: nothing is tried again until the browser says it is online.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    setOnline(true);
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a pause when the browser already says it is online', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue('module');
    const loading = loadWhenOnline(load)();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets the error through once its retries are spent', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const gone = new Error('404: the build changed');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(gone);
    const loading = loadWhenOnline(load, 2)();
    const outcome = expect(loading).rejects.toBe(gone);
    await vi.runAllTimersAsync();
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });
});

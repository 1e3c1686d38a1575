const WINDOW_MS = 1000;

/** Counts events over the last second (a sliding window) and refuses those past `max`. */
export class RateWindow {
  private stamps: number[] = [];
  private head = 0;

  constructor(private readonly max: number) {}

  /** Records `count` events at `now`; false, recording nothing, when they would pass the limit. */
  take(count = 1, now = Date.now()): boolean {
    this.forget(now);
    if (this.stamps.length - this.head + count > this.max) return false;
    for (let index = 0; index < count; index += 1) this.stamps.push(now);
    return true;
  }

  /** How many more events the last second allows. */
  available(now = Date.now()): number {
    this.forget(now);
    return this.max - (this.stamps.length - this.head);
  }

  private forget(now: number): void {
    while (this.head < this.stamps.length && (this.stamps[this.head] ?? now) <= now - WINDOW_MS) this.head += 1;
    if (this.head > 0 && this.head * 2 >= this.stamps.length) {
      this.stamps = this.stamps.slice(this.head);
      this.head = 0;
    }
  }
}

/** One RateWindow per key (a client address), dropping idle ones so the map stays small. */
export class KeyedRateWindows {
  private readonly windows = new Map<string, RateWindow>();

  constructor(private readonly max: number) {}

  take(key: string, count = 1): boolean {
    if (this.windows.size > 1000) {
      for (const [other, window] of this.windows) if (window.available() === this.max) this.windows.delete(other);
    }
    return this.window(key).take(count);
  }

  available(key: string): number {
    return this.window(key).available();
  }

  private window(key: string): RateWindow {
    let window = this.windows.get(key);
    if (!window) {
      window = new RateWindow(this.max);
      this.windows.set(key, window);
    }
    return window;
  }
}

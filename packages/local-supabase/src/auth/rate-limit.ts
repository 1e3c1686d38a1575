/** Counts events per key in fixed windows; the first event of a key opens its window. */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one event; returns null when allowed, else the seconds until the window ends. */
  take(key: string): number | null {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 10_000) this.prune(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    window.count += 1;
    return null;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Counts wrong answers per secret (a code, a challenge) and says when the secret must be voided. */
export class AttemptCounter {
  private readonly wrong = new Map<string, number>();

  constructor(private readonly allowed: number) {}

  /** Records one wrong answer; true when that was the last one allowed. */
  fail(key: string): boolean {
    const count = (this.wrong.get(key) ?? 0) + 1;
    if (count >= this.allowed) {
      this.wrong.delete(key);
      return true;
    }
    if (this.wrong.size > 10_000) this.wrong.clear();
    this.wrong.set(key, count);
    return false;
  }

  forget(key: string): void {
    this.wrong.delete(key);
  }
}

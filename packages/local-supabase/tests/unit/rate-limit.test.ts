import { describe, expect, it } from 'vitest';
import { AttemptCounter, WindowLimiter } from '../../src/auth/rate-limit.js';

describe('rate limiter windows', () => {
  it('counts per key and opens a new window when the old one ends', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 60_000, () => now);
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBeNull();
    expect(limiter.take('a')).toBe(60);
    expect(limiter.take('b')).toBeNull();
    now = 59_001;
    expect(limiter.take('a')).toBe(1);
    now = 60_000;
    expect(limiter.take('a')).toBeNull();
  });

  it('says a secret is spent at the last allowed wrong answer, and forgets on success', () => {
    const counter = new AttemptCounter(3);
    expect(counter.fail('x')).toBe(false);
    expect(counter.fail('x')).toBe(false);
    counter.forget('x');
    expect(counter.fail('x')).toBe(false);
    expect(counter.fail('x')).toBe(false);
    expect(counter.fail('x')).toBe(true);
  });
});

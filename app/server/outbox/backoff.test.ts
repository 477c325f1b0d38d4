import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs } from './backoff.ts';

describe('the outbox backoff', () => {
  it('doubles from the base, is capped, and jitters by at most 10 %', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, 1000, 60_000, 0.5))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(20, 1000, 60_000, 0.5)).toBe(60_000);
    expect(retryDelayMs(1, 1000, 60_000, 0)).toBe(900);
    expect(retryDelayMs(1, 1000, 60_000, 1)).toBe(1100);
  });

  it("waits a channel's Retry-After when longer, never past the longest backoff", () => {
    const options = { retryBaseMs: 1000, retryMaxMs: 60_000 };
    const at = nextAttemptAt(5000, 1, options, 30_000);
    expect(at).toBe(35_000);
    expect(nextAttemptAt(5000, 1, options, 10 * 60_000)).toBe(65_000);
    const plain = nextAttemptAt(5000, 1, options) - 5000;
    expect(plain).toBeGreaterThanOrEqual(900);
    expect(plain).toBeLessThanOrEqual(1100);
  });
});

/** The delay before attempt `failures + 1`: doubling from the base, capped, with a little jitter. */
export function retryDelayMs(
  failures: number,
  base: number,
  max: number,
  random = Math.random(),
): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (0.9 + 0.2 * random));
}

/**
 * When a failed attempt's job is due again: the backoff, or the channel's own wait (a push
 * service's Retry-After) when that is longer, though never past the longest backoff.
 */
export function nextAttemptAt(
  finished: number,
  failures: number,
  options: { retryBaseMs: number; retryMaxMs: number },
  retryAfterMs = 0,
): number {
  const backoff = retryDelayMs(failures, options.retryBaseMs, options.retryMaxMs);
  return finished + Math.max(backoff, Math.min(retryAfterMs, options.retryMaxMs));
}

/**
 * A fixed one-minute window per client address, in this process's memory: event counting must
 * not cost a database write per request (the point of batching). Several instances each allow
 * the cap, which bounds the abuse all the same.
 */
export function createClientCap(perMinute: number, windowMs = 60_000) {
  let windowStart = 0;
  let hits = new Map<string, number>();
  return {
    /** Counts a request; false when this address is over the cap for the current window. */
    take(address: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (now - windowStart >= windowMs) {
        // A new window forgets every address at once, so the map never outgrows one minute.
        windowStart = now;
        hits = new Map();
      }
      const count = (hits.get(address) ?? 0) + 1;
      hits.set(address, count);
      return {
        allowed: count <= perMinute,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
      };
    },
  };
}

/**
 * The test tier this run belongs to. `npm run test:fast` (the inner loop) sets TEST_TIER=fast;
 * `npm test` and CI run the full tier. Scenarios that play out in real time (a sustained
 * attack, a fuzzing volume) run the same steps and checks in both, only shorter in the fast
 * tier: the full figures are the issues' must-shows, kept by `npm test`.
 */
export const fastTier = process.env.TEST_TIER === 'fast';

/** The full tier's figure, or the fast tier's. */
export function byTier<T>(full: T, fast: T): T {
  return fastTier ? fast : full;
}

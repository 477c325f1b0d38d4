import { setTimeout as delay } from 'node:timers/promises';

/**
 * Time the suite allows beyond a limit it waits on. A test that waits for the system polls for
 * the condition with a deadline of "the limit + a margin"; a test that proves something did NOT
 * happen waits "the limit + a margin" once. The limit comes from app/lib/limits.ts (or the
 * test's own env setting of it); the margins are the machine's share, one reason each.
 */
export const margins = {
  /**
   * A due timer, a worker's next tick or a local request's answer comes this late at worst on
   * the test machine: 2 cores shared by the server, the test runner, a browser and the other
   * test files. A second: the fixed pauses the suite held green with were 0.5-1.5 s.
   */
  lateMs: 1_000,
  /**
   * A page just loaded (or reloaded) has run its start-up work (module scripts, the lead
   * queue's flush on load and that flush's request) within this on the loaded machine.
   */
  pageStartMs: 1_500,
} as const;

/**
 * How long an outbox polling every `pollMs` needs to have taken `ticks` turns, each of which
 * would have acted on a due message, on the loaded machine.
 */
export function outboxTicks(pollMs: number | string, ticks = 2): number {
  return Number(pollMs) * ticks + margins.lateMs;
}

/**
 * Polls `probe` every `pollMs` until it answers a value other than undefined, null or false,
 * and answers that value. Past `deadlineMs` it throws, saying `what` was awaited and the last
 * answer: the deadline is derived from the limit the condition waits on, never open-ended.
 */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: { deadlineMs: number; what: string; pollMs?: number },
): Promise<Exclude<T, undefined | null | false>> {
  const until = performance.now() + options.deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) {
      return value as Exclude<T, undefined | null | false>;
    }
    if (performance.now() > until) {
      throw new Error(
        `${options.what}: not within ${options.deadlineMs} ms (last: ${String(value)})`,
      );
    }
    await delay(options.pollMs ?? 50);
  }
}

/**
 * Waits `ms` to prove that something did NOT happen within it; `ms` is derived from the limit
 * that thing would have happened within, at the call.
 */
export async function quietFor(ms: number): Promise<void> {
  await delay(ms);
}

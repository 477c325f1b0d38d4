import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { startPeriodicJob } from './periodic-job.ts';

const errors: unknown[] = [];
const log = { error: (meta: unknown, message: string) => errors.push([meta, message]) };
const services = { log } as unknown as Parameters<typeof startPeriodicJob>[0];

beforeEach(() => {
  vi.useFakeTimers();
  errors.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('startPeriodicJob', () => {
  it('runs first after the start delay, then every period; a failure is logged and retried', async () => {
    const first = serverLimits.jobs.firstRunAfterMs;
    const every = first * 10;
    let runs = 0;
    const stop = startPeriodicJob(services, {
      name: 'test job',
      everyMs: every,
      run: async () => {
        runs += 1;
        if (runs === 2) throw new Error('boom');
      },
    });
    await vi.advanceTimersByTimeAsync(first - 1);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(every - first);
    expect(runs).toBe(2);
    expect(errors).toEqual([[{ err: new Error('boom') }, 'test job failed']]);
    await vi.advanceTimersByTimeAsync(every);
    expect(runs).toBe(3);
    await stop();
    await vi.advanceTimersByTimeAsync(every * 3);
    expect(runs).toBe(3);
  });

  it('never runs twice at once, and stop waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    let finished = 0;
    const stop = startPeriodicJob(services, {
      name: 'slow job',
      everyMs: 100,
      noFirstRun: true,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 350));
        active -= 1;
        finished += 1;
      },
    });
    await vi.advanceTimersByTimeAsync(120);
    expect(active).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(most).toBe(1);
    const stopping = stop();
    await vi.advanceTimersByTimeAsync(400);
    await stopping;
    expect(active).toBe(0);
    expect(finished).toBeGreaterThan(0);
  });
});

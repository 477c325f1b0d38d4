import { serverLimits } from '#app/lib/limits.ts';
import type { AppServices } from './services.ts';

export interface PeriodicJob {
  /** For the log line when a run fails ("retention run failed"). */
  name: string;
  everyMs: number;
  /** The first run: after `serverLimits.jobs.firstRunAfterMs` unless given (0: at once). */
  firstAfterMs?: number;
  /** Omit the first run and wait a whole period. */
  noFirstRun?: boolean;
  run: () => Promise<unknown>;
}

/**
 * The background loops of one instance (retention, photo purge, review requests, session
 * purge): a run now and then, never two at once, a failure logged and retried next time, the
 * timers unref'd (they never keep the process alive). Answers the stop function the workers
 * list awaits on shutdown: timers cleared, the run in progress finished.
 */
export function startPeriodicJob(
  services: Pick<AppServices, 'log'>,
  job: PeriodicJob,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = job
      .run()
      .catch((error: unknown) => services.log.error({ err: error }, `${job.name} failed`))
      .finally(() => {
        busy = false;
      });
  };
  const first = job.noFirstRun
    ? undefined
    : setTimeout(tick, job.firstAfterMs ?? serverLimits.jobs.firstRunAfterMs);
  const timer = setInterval(tick, job.everyMs);
  first?.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/**
 * A run's batch of due rows (reminders, review requests), queued one after another: each
 * `queue` claims its row and commits before the next starts. Answers how many it queued
 * (false: another instance claimed the row first, or it no longer qualifies).
 */
export async function queueEach(
  due: readonly { id: number }[],
  queue: (id: number) => Promise<boolean>,
): Promise<number> {
  let queued = 0;
  for (const { id } of due) {
    if (await queue(Number(id))) queued += 1;
  }
  return queued;
}

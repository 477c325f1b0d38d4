import type { AppServices } from '../services.ts';
import { purgeExpiredSessions } from './sessions.ts';
import { announceSetupLink } from './setup.ts';
import { purgeIdleBackoff } from './throttle.ts';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * At start: the setup link while no admin exists. Then hourly: expired sessions go, and sign-in
 * delays idle for a whole window (back to zero anyway).
 */
export function startAuthMaintenance(services: AppServices): () => Promise<void> {
  const run = (task: () => Promise<void>, what: string) =>
    task().catch((error: unknown) => services.log.error({ err: error }, `${what} failed`));
  const started = run(() => announceSetupLink(services), 'setup link');
  const timer = setInterval(
    () =>
      void run(async () => {
        await purgeExpiredSessions(services);
        await purgeIdleBackoff(services);
      }, 'session purge'),
    PURGE_EVERY_MS,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await started;
  };
}

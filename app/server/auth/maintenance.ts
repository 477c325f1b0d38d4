import { serverLimits } from '#app/lib/limits.ts';
import { startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { purgeExpiredSessions } from './sessions.ts';
import { purgeSignInLinks } from './sign-in-link.ts';
import { announceSetupLink } from './setup.ts';
import { purgeIdleBackoff } from './throttle.ts';

/**
 * At start: the setup link while no admin exists. Then hourly: expired sessions go, and sign-in
 * delays idle for a whole window (back to zero anyway).
 */
export function startAuthMaintenance(services: AppServices): () => Promise<void> {
  const started = announceSetupLink(services).catch((error: unknown) =>
    services.log.error({ err: error }, 'setup link failed'),
  );
  const stop = startPeriodicJob(services, {
    name: 'session purge',
    everyMs: serverLimits.jobs.authMaintenanceEveryMs,
    noFirstRun: true,
    run: async () => {
      await purgeExpiredSessions(services);
      await purgeIdleBackoff(services);
      await purgeSignInLinks(services);
    },
  });
  return async () => {
    await stop();
    await started;
  };
}

import { enqueueAttackAlert } from '../mail/security-alert.ts';
import type { AppServices } from '../services.ts';
import { recordAudit } from './audit.ts';
import type { RequestMeta } from './request-meta.ts';
import { createSignInLink } from './sign-in-link.ts';
import { firstInWindow } from './throttle.ts';

type AlertServices = Pick<AppServices, 'db' | 'config' | 'log' | 'content'>;

/**
 * The account's attempts from unknown browsers went past the free ones: someone may be guessing.
 * Once per throttle window: one audit entry and one e-mail to the account's address, with a
 * one-time link that lets a new browser in while the attempts go on (issue 27). A failure here is
 * logged and never changes the sign-in's answer.
 */
export async function reportAccountUnderAttack(
  services: AlertServices,
  account: { userId: number; email: string },
  attempts: number,
  meta: RequestMeta,
  now = Date.now(),
): Promise<void> {
  try {
    if (!(await firstInWindow(services, `alert:${account.userId}`))) return;
    await recordAudit(
      services,
      {
        event: 'account-under-attack',
        userId: account.userId,
        email: account.email,
        meta,
        detail: `${attempts} attempts from unknown browsers; they now wait between attempts, known browsers do not; a one-time link for a new browser was e-mailed`,
      },
      now,
    );
    // The published profile: the alert names the business the owner sees on the site.
    const { business } = services.content.current().content;
    await enqueueAttackAlert(services.db, services.config, business, {
      accountEmail: account.email,
      signInLink: await createSignInLink(services, account.userId, now),
      attempts,
      lastIp: meta.ip,
      windowMinutes: Math.max(1, Math.round(services.config.LOGIN_THROTTLE_WINDOW_SECONDS / 60)),
      at: now,
    });
    services.log.warn(
      { userId: account.userId, attempts, ip: meta.ip },
      'admin account under attack: owner alerted',
    );
  } catch (error) {
    services.log.error({ err: error }, 'attack alert failed');
  }
}

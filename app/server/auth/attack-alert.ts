import type { BusinessProfile } from '#app/content/schema.ts';
import { enqueueAttackAlert } from '../mail/security-alert.ts';
import type { AppServices } from '../services.ts';
import { recordAudit } from './audit.ts';
import type { RequestMeta } from './request-meta.ts';
import { createSignInLink } from './sign-in-link.ts';
import { firstInWindow } from './throttle.ts';

type AlertServices = Pick<AppServices, 'db' | 'config' | 'log'>;

/**
 * The account's attempts from unknown browsers went past the free ones: someone may be guessing.
 * Once per throttle window: one audit entry and one e-mail to the account's address, with a
 * one-time link that lets a new browser in while the attempts go on (issue 27). A failure here is
 * logged and never changes the sign-in's answer.
 */
export async function reportAccountUnderAttack(
  services: AlertServices,
  business: BusinessProfile,
  account: { userId: number; email: string },
  attempts: number,
  meta: RequestMeta,
  now = Date.now(),
  cause: 'account' | 'address' | 'second-factor' = 'account',
): Promise<void> {
  try {
    // Wrong codes have their own mark: an alert about wrong passwords earlier in the window
    // must not silence the one that says the password is known.
    const mark = cause === 'second-factor' ? 'alert:second-factor:' : 'alert:';
    if (!(await firstInWindow(services, `${mark}${account.userId}`))) return;
    await recordAudit(
      services,
      {
        event: 'account-under-attack',
        userId: account.userId,
        email: account.email,
        meta,
        detail:
          cause === 'second-factor'
            ? `${attempts} wrong two-step codes after a right password from unknown browsers; they now wait between codes, known browsers do not; a one-time link for a new browser was e-mailed`
            : cause === 'address'
              ? `${attempts} failed attempts from ${meta.ip} with e-mails that name no account; new browsers there now wait, known browsers do not; a one-time link for a new browser was e-mailed`
              : `${attempts} attempts from unknown browsers; they now wait between attempts, known browsers do not; a one-time link for a new browser was e-mailed`,
      },
      now,
    );
    await enqueueAttackAlert(services.db, services.config, business, {
      accountEmail: account.email,
      signInLink: await createSignInLink(services, account.userId, now),
      attempts,
      lastIp: meta.ip,
      windowMinutes: Math.max(1, Math.round(services.config.LOGIN_THROTTLE_WINDOW_SECONDS / 60)),
      at: now,
      cause,
    });
    services.log.warn(
      { userId: account.userId, attempts, ip: meta.ip },
      'admin account under attack: owner alerted',
    );
  } catch (error) {
    services.log.error({ err: error }, 'attack alert failed');
  }
}

/**
 * Issue 37: failures from one address with made-up e-mails name no account, so the account's
 * count never reached the alert, while the address's wait held up every new browser there (the
 * owner's too, behind the same network): 0 of 6 sign-ins in 200 s, and no e-mail. Once an
 * address is made to wait, the owner is told as for an account under attack (the same once per
 * window), with the one-time link that lets their new browser in.
 */
export async function reportAddressUnderAttack(
  services: AlertServices,
  business: BusinessProfile,
  attempts: number,
  meta: RequestMeta,
  now = Date.now(),
): Promise<void> {
  try {
    const owner = await services.db
      .selectFrom('admin_users')
      .select(['id', 'email'])
      .orderBy('id')
      .executeTakeFirst();
    if (!owner) return;
    await reportAccountUnderAttack(
      services,
      business,
      { userId: Number(owner.id), email: owner.email },
      attempts,
      meta,
      now,
      'address',
    );
  } catch (error) {
    services.log.error({ err: error }, 'attack alert failed');
  }
}

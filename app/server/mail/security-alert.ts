import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { queuedNow } from '../outbox/job.ts';
import { businessMailDefaults } from './business-defaults.ts';
import { escapeHtml, headerValue } from './escape.ts';
import { readMailSettings } from './mail-settings.ts';

export interface AttackAlert {
  /** The account's login address: the alert goes there. */
  accountEmail: string;
  /** Sign-in attempts on the account from unknown browsers since its count last started. */
  attempts: number;
  /** The address of the attempt that raised the alert. */
  lastIp: string;
  windowMinutes: number;
  at: number;
  /** The one-time link that makes a new browser one of the owner's (issue 27). */
  signInLink: string;
  /**
   * What piled up: attempts on the account, or (issue 37) failures from one address with
   * e-mails that name no account, which hold up every new browser there, the owner's too; or
   * wrong two-step codes after a right password: someone has the password.
   */
  cause?: 'account' | 'address' | 'second-factor';
}

/**
 * Issue 19: tells the owner, through the outbox like every other e-mail (retried, logged), that
 * someone is guessing the admin password. Sent at most once per throttle window (the caller).
 */
export async function enqueueAttackAlert(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>,
  business: BusinessProfile,
  alert: AttackAlert,
): Promise<void> {
  const defaults = businessMailDefaults(business);
  const settings = await readMailSettings(db, business);
  const from = headerValue(config.MAIL_FROM ?? settings.businessEmail);
  const to = headerValue(alert.accountEmail);
  const securityUrl = `${config.publicOrigin}${adminRoutes.security}`;
  const when = new Date(alert.at).toISOString();
  const lines = [
    ...(alert.cause === 'second-factor'
      ? [
          `Someone signed in to the ${defaults.businessName} admin as ${alert.accountEmail} with your password and is now guessing your two-step code.`,
          `${alert.attempts} wrong codes from browsers that have never signed in to this account (the last one from ${alert.lastIp} at ${when}). They now wait between codes.`,
        ]
      : alert.cause === 'address'
        ? [
            `Someone is trying to sign in to the ${defaults.businessName} admin from ${alert.lastIp} with made-up e-mail addresses.`,
            `${alert.attempts} failed attempts from that address (the last at ${when}); new browsers at that address, yours too if you are on the same network, now wait between attempts.`,
          ]
        : [
            `Someone is trying to sign in to the ${defaults.businessName} admin as ${alert.accountEmail} with wrong passwords.`,
            `${alert.attempts} attempts from browsers that have never signed in to this account (the last one from ${alert.lastIp} at ${when}).`,
          ]),
    '',
    'What this means for you:',
    '- Browsers you have signed in with before are not affected: sign in as usual.',
    `- A new browser (or one whose cookies were cleared) has to wait between attempts while this goes on; the wait grows with every failed attempt and is at most ${limits.auth.backoffMaxMs / 60_000} minutes.`,
    `- To sign in from a new browser now, open this link in it (once, within ${limits.auth.signInLinkTtlMs / 60_000} minutes), then sign in with your password as usual: ${alert.signInLink}`,
    '',
    'What to do:',
    alert.cause === 'second-factor'
      ? `- If this was not you, change your password now (Security, from a browser you have signed in with): ${securityUrl}`
      : `- If this was you, nothing. Otherwise make sure your password is long and used nowhere else, and turn on two-step sign-in: ${securityUrl}`,
    `- The audit log lists every attempt: ${config.publicOrigin}${adminRoutes.audit}`,
    '',
    `You get this e-mail at most once every ${alert.windowMinutes} minutes while the attempts continue.`,
  ];
  const text = lines.join('\n');
  const link = escapeHtml(alert.signInLink);
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
${lines
  .filter((line) => line !== '')
  // The sign-in link is a link in the HTML part too (escaped like the text around it).
  .map((line) => `<p>${escapeHtml(line).replace(link, `<a href="${link}">${link}</a>`)}</p>`)
  .join('\n')}
</body></html>`;
  await db
    .insertInto('outbox')
    .values({
      lead_id: null,
      kind: 'security_alert',
      from_address: from,
      to_address: to,
      reply_to: null,
      subject: headerValue(
        `Security alert: sign-in attempts on the ${defaults.businessName} admin`,
      ),
      text_body: text,
      html_body: html,
      ...queuedNow(alert.at),
    })
    .execute();
}

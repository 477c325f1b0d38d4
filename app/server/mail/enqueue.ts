import type { Kysely } from 'kysely';
import type { Lead } from '#app/lib/lead-schema.ts';
import type { LeadPriority } from '#app/lib/limits.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailKind } from '../db/tables/leads.ts';
import { customerConfirmation, ownerNotification, type RenderedMail } from './lead-messages.ts';
import { businessMailDefaults } from './business-defaults.ts';
import { readMailSettings } from './settings.ts';

/** A new outbox row's delivery state: due now, unclaimed, never tried. */
export function queuedNow(now: number) {
  return {
    next_attempt_at: now,
    locked_until: null,
    locked_by: null,
    last_error: null,
    message_id: null,
    created_at: now,
    sent_at: null,
  };
}

/**
 * Queues the owner notification and the customer confirmation of one lead. Call it inside
 * the transaction that stores (or restores) the lead: both happen, or neither.
 */
export async function enqueueLeadMail(
  trx: Kysely<Database>,
  config: Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>,
  lead: { id: number; priority: LeadPriority } & Lead,
  now = Date.now(),
): Promise<void> {
  const defaults = businessMailDefaults();
  const settings = await readMailSettings(trx, defaults);
  const ctx = {
    leadId: lead.id,
    lead,
    priority: lead.priority,
    businessName: defaults.businessName,
    businessEmail: settings.businessEmail,
    fromAddress: config.MAIL_FROM ?? settings.businessEmail,
    customerTemplate: settings.customerTemplate,
    publicOrigin: config.publicOrigin,
  };
  const jobs: Array<[MailKind, RenderedMail]> = [
    ['owner_notification', ownerNotification(ctx)],
    ['customer_confirmation', customerConfirmation(ctx)],
  ];
  await trx
    .insertInto('mail_outbox')
    .values(
      jobs.map(([kind, mail]) => ({
        lead_id: lead.id,
        kind,
        from_address: mail.from,
        to_address: mail.to,
        reply_to: mail.replyTo,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        ...queuedNow(now),
      })),
    )
    .execute();
}

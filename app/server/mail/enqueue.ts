import type { Kysely } from 'kysely';
import type { Lead } from '#app/lib/lead-schema.ts';
import type { LeadPriority } from '#app/lib/limits.ts';
import type { AppConfig } from '../config.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
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
  lead: { id: number; priority: LeadPriority; photoCount?: number } & Lead,
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
    photoCount: lead.photoCount ?? 0,
  };
  await insertLeadMail(trx, {
    leadId: lead.id,
    now,
    ...mailValues('owner', ownerNotification(ctx)),
    ...mailValues('customer', customerConfirmation(ctx)),
  });
}

const MAIL_FIELDS = ['From', 'To', 'ReplyTo', 'Subject', 'Text', 'Html'] as const;
type Recipient = 'owner' | 'customer';
type MailParam = `${Recipient}${(typeof MAIL_FIELDS)[number]}`;

function mailValues(who: Recipient, mail: RenderedMail): Record<MailParam, string | null> {
  const fields = [mail.from, mail.to, mail.replyTo, mail.subject, mail.text, mail.html];
  return Object.fromEntries(MAIL_FIELDS.map((field, i) => [`${who}${field}`, fields[i]])) as Record<
    MailParam,
    string | null
  >;
}

/** The two rows of every lead's mail, in one statement compiled once (prepared-query.ts). */
const insertLeadMail = preparedQuery(
  [
    'leadId',
    'now',
    ...(['owner', 'customer'] as const).flatMap((who) =>
      MAIL_FIELDS.map((field): MailParam => `${who}${field}`),
    ),
  ],
  (db, param) =>
    db.insertInto('mail_outbox').values(
      (
        [
          ['owner_notification', 'owner'],
          ['customer_confirmation', 'customer'],
        ] as const
      ).map(([kind, who]) => ({
        lead_id: param.leadId,
        kind,
        from_address: param[`${who}From`],
        to_address: param[`${who}To`],
        reply_to: param[`${who}ReplyTo`],
        subject: param[`${who}Subject`],
        text_body: param[`${who}Text`],
        html_body: param[`${who}Html`],
        ...queuedNow(param.now),
      })),
    ),
);

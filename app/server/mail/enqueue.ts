import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import type { Lead } from '#app/lib/lead-schema.ts';
import { limits, type LeadPriority } from '#app/lib/limits.ts';
import { DAY_MS, HOUR_MS } from '#app/lib/durations.ts';
import type { AppConfig } from '../config.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import { hitRateLimit } from '../db/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import { queuedNow } from '../outbox/job.ts';
import { customerConfirmation, ownerNotification, type RenderedMail } from './lead-messages.ts';
import { businessMailDefaults } from './business-defaults.ts';
import { readMailSettings } from './mail-settings.ts';
import { businessTokenValues } from './template-tokens.ts';

/** Whether a lead's confirmation went to the outbox, and why not when it did not. */
export type ConfirmationOutcome =
  | { confirmation: 'queued' }
  | { confirmation: 'skipped'; reason: 'recipient-limit' | 'hourly-limit' };

/**
 * Queues the owner notification and the customer confirmation of one lead. Call it inside
 * the transaction that stores (or restores) the lead: both happen, or neither.
 *
 * The confirmation goes to an address the visitor typed, so it is limited (issue 19: anyone
 * could make the business mail their text to anyone): at most `perRecipient` per address per
 * day and MAIL_CONFIRMATIONS_PER_HOUR in all. Over either, only the confirmation is left out; the lead is stored
 * and the owner notified as always. The caller logs the skip.
 */
export async function enqueueLeadMail(
  trx: Kysely<Database>,
  config: Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM' | 'MAIL_CONFIRMATIONS_PER_HOUR'>,
  business: BusinessProfile,
  lead: { id: number; priority: LeadPriority; photoCount?: number } & Lead,
  now = Date.now(),
): Promise<ConfirmationOutcome> {
  const rendered = await renderLeadMail(trx, config, business, lead);
  const outcome = await countConfirmation(trx, lead, config.MAIL_CONFIRMATIONS_PER_HOUR, now);
  const owner = mailValues('owner', rendered.owner);
  if (outcome.confirmation === 'skipped') {
    await insertOwnerMail(trx, { leadId: lead.id, now, ...owner });
    return outcome;
  }
  await insertLeadMail(trx, {
    leadId: lead.id,
    now,
    ...owner,
    ...mailValues('customer', rendered.customer),
  });
  return outcome;
}

/**
 * A lead's two e-mails, rendered, not queued: a lead with a booked visit sends them as the
 * visit's (app/server/booking/lead-visit.ts), one e-mail to each instead of two.
 */
export async function renderLeadMail(
  trx: Kysely<Database>,
  config: Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>,
  business: BusinessProfile,
  lead: { id: number; priority: LeadPriority; photoCount?: number } & Lead,
): Promise<{ owner: RenderedMail; customer: RenderedMail }> {
  const defaults = businessMailDefaults(business);
  const settings = await readMailSettings(trx, business);
  const ctx = {
    leadId: lead.id,
    lead,
    priority: lead.priority,
    businessName: defaults.businessName,
    businessEmail: settings.businessEmail,
    business: businessTokenValues(business),
    fromAddress: config.MAIL_FROM ?? settings.businessEmail,
    customerTemplate: settings.customerTemplate,
    publicOrigin: config.publicOrigin,
    photoCount: lead.photoCount ?? 0,
  };
  return { owner: ownerNotification(ctx), customer: customerConfirmation(ctx) };
}

/**
 * The hourly total is kept in several counters, each lead adding to one (by its id) and the
 * check reading their sum. One counter row would be written by every lead and, on PostgreSQL,
 * stay locked until each lead's commit: the leads would queue behind each other's fsync.
 */
const CONFIRMATION_SHARDS = 16;
const shardKeys = Array.from({ length: CONFIRMATION_SHARDS }, (_, i) => `mail:confirm:all:${i}`);

/** Confirmations counted in the current hour, over every shard. Compiled once. */
const sumConfirmations = preparedQuery(['since'], (db, param) =>
  db
    .selectFrom('rate_limits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('hits'), eb.lit(0)).as('n'))
    .where('bucket_key', 'in', shardKeys)
    .where('window_started_at', '>', param.since),
);

/**
 * Counts one confirmation against its recipient (an atomic upsert: concurrent leads to one
 * address cannot overrun it), then checks and counts the hourly total. The total is read
 * without a lock, so concurrent leads may pass it by a few: it bounds a flood, not one mail.
 * The address is kept as a digest: the counter table holds no personal data.
 */
async function countConfirmation(
  trx: Kysely<Database>,
  lead: { id: number; email: string },
  perHour: number,
  now: number,
): Promise<ConfirmationOutcome> {
  const recipient = createHash('sha256')
    .update(lead.email.toLowerCase())
    .digest('hex')
    .slice(0, 32);
  const perRecipient = await hitRateLimit(
    trx,
    {
      key: `mail:confirm:to:${recipient}`,
      limit: limits.mail.confirmations.perRecipientPerDay,
      windowMs: DAY_MS,
    },
    now,
  );
  if (!perRecipient.allowed) return { confirmation: 'skipped', reason: 'recipient-limit' };
  const [sum] = await sumConfirmations(trx, { since: now - HOUR_MS });
  if (Number(sum?.n ?? 0) >= perHour) return { confirmation: 'skipped', reason: 'hourly-limit' };
  const key = shardKeys[lead.id % CONFIRMATION_SHARDS]!;
  await hitRateLimit(trx, { key, limit: perHour, windowMs: HOUR_MS }, now);
  return { confirmation: 'queued' };
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
    db.insertInto('outbox').values(
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

/** The owner's row alone (the confirmation was left out). */
const insertOwnerMail = preparedQuery(
  ['leadId', 'now', ...MAIL_FIELDS.map((field): MailParam => `owner${field}`)],
  (db, param) =>
    db.insertInto('outbox').values({
      lead_id: param.leadId,
      kind: 'owner_notification',
      from_address: param.ownerFrom,
      to_address: param.ownerTo,
      reply_to: param.ownerReplyTo,
      subject: param.ownerSubject,
      text_body: param.ownerText,
      html_body: param.ownerHtml,
      ...queuedNow(param.now),
    }),
);

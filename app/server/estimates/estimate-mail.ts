/**
 * An estimate's e-mails, queued in the outbox inside the transaction that changes the estimate:
 * the customer's (sent, reminder, signed copy) and the owner's acceptance notice, plus the
 * owner's push alerts.
 *
 * The customer's rows carry `estimate_id` and no document: the estimate channel
 * (./estimate-channel.ts) renders the PDF from the stored estimate when it sends. A PDF is
 * tens of kilobytes per message; kept out of the outbox, a retry or a burst of sends costs no
 * database space, and what is attached is what the estimate is at that moment (a signed copy
 * is rendered from the acceptance record, which never changes).
 */
import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { formatEstimateDate } from '#app/lib/estimate-format.ts';
import { formatUsd } from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import type { Database } from '../db/schema.ts';
import { headerValue } from '../mail/escape.ts';
import { adminLeadUrl, greetingName } from '../mail/lead-messages.ts';
import { mailSenders, type MailConfig } from '../mail/senders.ts';
import { queuedNow } from '../outbox/job.ts';
import { enqueueEstimateAlerts } from '../push/alerts.ts';
import { customerOf, optionSummaries, type Estimate } from './estimate-record.ts';

/** "Good: $1,234.56" a line, the totals the PDF shows too. */
export function optionTotalsText(estimate: Pick<Estimate, 'body'>): string {
  return optionSummaries(estimate.body)
    .map((option) => `${option.title}: ${formatUsd(option.totalCents)}`)
    .join('\n');
}

/** The customer's e-mail with the link: on send, or the one follow-up reminder. */
export async function enqueueEstimateSent(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  request: {
    estimate: Estimate;
    url: string;
    now: number;
    kind: 'estimate_sent' | 'estimate_reminder';
  },
): Promise<void> {
  const { estimate, url } = request;
  const customer = await customerOf(trx, estimate.leadId);
  if (!customer) throw new Error(`estimate ${estimate.id}: its lead is gone`);
  const sender = await mailSenders(trx, config, business);
  const name = greetingName(customer.name);
  const expires = formatEstimateDate(estimate.expiresAt);
  const [subject, text] =
    request.kind === 'estimate_sent'
      ? [
          m.sentSubject(sender.businessName, estimate.number),
          m.sentText(name, sender.businessName, optionTotalsText(estimate), url, expires),
        ]
      : [
          m.reminderSubject(sender.businessName, estimate.number),
          m.reminderText(name, url, expires),
        ];
  await trx
    .insertInto('outbox')
    .values({
      lead_id: estimate.leadId,
      estimate_id: estimate.id,
      kind: request.kind,
      from_address: sender.from,
      to_address: customer.email,
      reply_to: sender.businessEmail,
      subject: headerValue(subject),
      text_body: text,
      html_body: null,
      ...queuedNow(request.now),
    })
    .execute();
}

/**
 * After an acceptance: the customer's signed copy (the PDF with the signature block), the
 * owner's e-mail and a push alert on each of the owner's devices.
 */
export async function enqueueAcceptanceMails(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  request: { estimate: Estimate; now: number },
): Promise<void> {
  const { estimate, now } = request;
  const acceptance = estimate.acceptance;
  if (!acceptance) throw new Error(`estimate ${estimate.id} has no acceptance to mail`);
  const customer = await customerOf(trx, estimate.leadId);
  if (!customer) throw new Error(`estimate ${estimate.id}: its lead is gone`);
  const sender = await mailSenders(trx, config, business);
  const total = formatUsd(acceptance.totals.totalCents);
  const deposit =
    acceptance.totals.depositCents > 0 ? formatUsd(acceptance.totals.depositCents) : null;
  const option = estimate.body.options[acceptance.optionIndex]?.title ?? '';
  await trx
    .insertInto('outbox')
    .values([
      {
        lead_id: estimate.leadId,
        estimate_id: estimate.id,
        kind: 'estimate_accepted',
        from_address: sender.from,
        to_address: customer.email,
        reply_to: sender.businessEmail,
        subject: headerValue(m.acceptedSubject(sender.businessName, estimate.number)),
        text_body: m.acceptedText(acceptance.signerName, total, deposit, acceptance.documentSha256),
        html_body: null,
        ...queuedNow(now),
      },
      {
        lead_id: estimate.leadId,
        estimate_id: null,
        kind: 'estimate_owner',
        from_address: sender.from,
        to_address: sender.businessEmail,
        reply_to: customer.email,
        subject: headerValue(m.ownerAcceptedSubject(estimate.number, total)),
        text_body: m.ownerAcceptedText(
          estimate.number,
          acceptance.signerName,
          option,
          total,
          adminLeadUrl(config.publicOrigin, estimate.leadId),
        ),
        html_body: null,
        ...queuedNow(now),
      },
    ])
    .execute();
  await enqueueEstimateAlerts(
    trx,
    { leadId: estimate.leadId, estimateAccepted: { number: estimate.number, total } },
    now,
  );
}

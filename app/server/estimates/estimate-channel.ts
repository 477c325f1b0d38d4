/**
 * The estimate e-mails' channel: the customer's e-mail on the mail channel's lane, with the
 * estimate as an `application/pdf` attachment rendered now from the stored estimate (the outbox
 * row names the estimate; see ./estimate-mail.ts for why no PDF is stored). The signed copy is
 * drawn from the acceptance record. A reminder goes only while the estimate still waits for an
 * answer: once decided, it is parked, never sent.
 */
import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import type { Database } from '../db/schema.ts';
import type { MailChannel } from '../mail/mail-channel.ts';
import type { OutboxChannel } from '../outbox/job.ts';
import { awaitingAnswer, customerOf, findEstimate } from './estimate-record.ts';
import type { EstimatePdfInput } from './estimate-pdf.ts';
import { pdfFilename, pdfInputOf } from './pdf-input.ts';

export type PdfRenderer = (input: EstimatePdfInput) => Promise<Uint8Array>;

export function estimateMailChannel(
  db: Kysely<Database>,
  mail: MailChannel,
  /** The published profile at send time (workers read the current snapshot when they send). */
  business: () => BusinessProfile,
  render: PdfRenderer,
): OutboxChannel {
  return {
    lane: mail.lane,
    async attempt(job) {
      const estimate =
        job.estimate_id === null ? undefined : await findEstimate(db, Number(job.estimate_id));
      if (!estimate) {
        return {
          ok: false,
          permanent: true,
          error: 'estimate deleted since the e-mail was queued',
        };
      }
      const signed = job.kind === 'estimate_accepted';
      if (signed && !estimate.acceptance) {
        return { ok: false, permanent: true, error: 'estimate has no acceptance to send' };
      }
      if (job.kind === 'estimate_reminder' && !awaitingAnswer.includes(estimate.status)) {
        return {
          ok: false,
          permanent: true,
          error: `estimate ${estimate.status} since the reminder was queued`,
        };
      }
      const customer = await customerOf(db, estimate.leadId);
      if (!customer) return { ok: false, permanent: true, error: 'lead deleted' };
      const pdf = await render(pdfInputOf(estimate, customer, business(), signed));
      return mail.send(job, undefined, [
        { filename: pdfFilename(estimate, signed), contentType: 'application/pdf', content: pdf },
      ]);
    },
  };
}

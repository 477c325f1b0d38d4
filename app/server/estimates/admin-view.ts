/**
 * A lead's estimates as its card's Estimates section shows them (issue 39), with what the
 * builder needs beside them: the price book and the owner's estimate settings. A read.
 */
import type {
  EstimateCardView,
  LeadEstimatesView,
  WaitingEstimateView,
} from '#app/lib/estimate-admin-view.ts';
import { formatEstimateDate } from '#app/lib/estimate-format.ts';
import { listPriceBook } from '../price-book/price-book-commands.ts';
import type { AppServices } from '../services.ts';
import { listLeadEstimates, type Estimate } from './estimate-record.ts';
import { getEstimateSettings } from './owner-settings.ts';
import { estimateView } from './stored-estimate-view.ts';

type Db = Pick<AppServices, 'db'>;

const dateOrNull = (ms: number | null) => (ms === null ? null : formatEstimateDate(ms));

/**
 * The card shows the estimate as the API answers it (`estimateView`), with its dates written out
 * and the accepted option named rather than indexed.
 */
export function estimateCardView(estimate: Estimate): EstimateCardView {
  const view = estimateView(estimate);
  const { id, number, status, body, declineReason, acceptance: a } = view;
  return {
    id,
    number,
    status,
    body,
    options: view.options.map(({ title, totalCents }) => ({ title, totalCents })),
    sentOn: dateOrNull(view.sentAt),
    viewedOn: dateOrNull(view.viewedAt),
    expiresOn: formatEstimateDate(view.expiresAt),
    declineReason,
    depositReceivedOn: dateOrNull(view.depositReceivedAt),
    acceptance: a
      ? {
          optionTitle: body.options[a.option]?.title ?? '',
          totalCents: a.totalCents,
          depositCents: a.depositCents,
          signerName: a.signerName,
          signedOn: formatEstimateDate(a.signedAt),
        }
      : null,
  };
}

/** The section's data; undefined when the lead is gone. */
export async function leadEstimatesView(
  services: Db,
  leadId: number,
): Promise<LeadEstimatesView | undefined> {
  const lead = await services.db
    .selectFrom('contact_submissions')
    .select(['id', 'email', 'outcome', 'lost_reason'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead) return undefined;
  const [estimates, priceBook, settings] = await Promise.all([
    listLeadEstimates(services.db, leadId),
    listPriceBook(services),
    getEstimateSettings(services),
  ]);
  return {
    leadId,
    email: lead.email,
    outcome: lead.outcome,
    lostReason: lead.lost_reason,
    estimates: estimates.map(estimateCardView),
    priceBook,
    settings,
  };
}

/** How many waiting estimates the inbox lists (the oldest sends first). */
const WAITING_SHOWN = 10;

/**
 * The estimates waiting for the customer's answer (sent or viewed, not expired), oldest send
 * first: the inbox's reminder to the owner of whom to call.
 */
export async function estimatesAwaitingAnswer(
  services: Db,
  now = Date.now(),
): Promise<WaitingEstimateView[]> {
  const rows = await services.db
    .selectFrom('estimates')
    .innerJoin('contact_submissions', 'contact_submissions.id', 'estimates.lead_id')
    .select([
      'estimates.id',
      'estimates.lead_id',
      'estimates.number',
      'estimates.status',
      'estimates.sent_at',
      'estimates.expires_at',
      'contact_submissions.name',
    ])
    .where('estimates.status', 'in', ['sent', 'viewed'])
    .where('estimates.expires_at', '>', now)
    .orderBy('estimates.sent_at')
    .limit(WAITING_SHOWN)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    leadId: Number(row.lead_id),
    number: row.number,
    customerName: row.name,
    status: row.status === 'viewed' ? 'viewed' : 'sent',
    sentOn: formatEstimateDate(Number(row.sent_at)),
    expiresOn: formatEstimateDate(Number(row.expires_at)),
  }));
}

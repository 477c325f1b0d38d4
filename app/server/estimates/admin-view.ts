/**
 * A lead's estimates as its card's Estimates section shows them (issue 39), with what the
 * builder needs beside them: the price book and the owner's estimate settings. A read.
 */
import type { EstimateCardView, LeadEstimatesView } from '#app/lib/estimate-admin-view.ts';
import { formatEstimateDate } from '#app/lib/estimate-format.ts';
import { listPriceBook } from '../price-book/price-book.ts';
import type { AppServices } from '../services.ts';
import { listLeadEstimates, optionSummaries, type Estimate } from './estimate-record.ts';
import { getEstimateSettings } from './owner-settings.ts';

type Db = Pick<AppServices, 'db'>;

const dateOrNull = (ms: number | null) => (ms === null ? null : formatEstimateDate(ms));

export function estimateCardView(estimate: Estimate): EstimateCardView {
  const a = estimate.acceptance;
  return {
    id: estimate.id,
    number: estimate.number,
    status: estimate.status,
    body: estimate.body,
    options: optionSummaries(estimate.body).map((o) => ({
      title: o.title,
      totalCents: o.totalCents,
    })),
    sentOn: dateOrNull(estimate.sentAt),
    viewedOn: dateOrNull(estimate.viewedAt),
    expiresOn: formatEstimateDate(estimate.expiresAt),
    declineReason: estimate.declineReason,
    depositReceivedOn: dateOrNull(estimate.depositReceivedAt),
    acceptance: a
      ? {
          optionTitle: estimate.body.options[a.optionIndex]?.title ?? '',
          totalCents: a.totals.totalCents,
          depositCents: a.totals.depositCents,
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

import type { EstimateView } from '#app/lib/estimate-view.ts';
import { optionSummaries, type Estimate } from './estimate-record.ts';

/** The stored estimate as the API and the admin answer it. */
export function estimateView(estimate: Estimate): EstimateView {
  const a = estimate.acceptance;
  return {
    id: estimate.id,
    leadId: estimate.leadId,
    number: estimate.number,
    status: estimate.status,
    options: optionSummaries(estimate.body),
    body: estimate.body,
    createdAt: estimate.createdAt,
    updatedAt: estimate.updatedAt,
    expiresAt: estimate.expiresAt,
    sentAt: estimate.sentAt,
    viewedAt: estimate.viewedAt,
    decidedAt: estimate.decidedAt,
    declineReason: estimate.declineReason,
    depositReceivedAt: estimate.depositReceivedAt,
    ...(a
      ? {
          acceptance: {
            option: a.optionIndex,
            addOns: a.addOnIndexes,
            subtotalCents: a.totals.subtotalCents,
            taxCents: a.totals.taxCents,
            totalCents: a.totals.totalCents,
            depositCents: a.totals.depositCents,
            signerName: a.signerName,
            signedAt: a.signedAt,
            documentSha256: a.documentSha256,
            signature: a.signature,
            ip: a.ip,
            userAgent: a.userAgent,
          },
        }
      : {}),
  };
}

/**
 * What the customer's estimate page shows (app/routes/_marketing/estimate.tsx), from the stored
 * estimate, its customer and the published business: one builder, so the admin's preview can
 * show the owner exactly the page the customer gets, without a token or a side effect.
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import { estimateContents } from './document.ts';
import type { Estimate, EstimateCustomer } from './estimate-record.ts';

export type EstimatePageState = 'open' | 'accepted' | 'declined' | 'void' | 'expired';

function stateOf(estimate: Estimate): EstimatePageState {
  switch (estimate.status) {
    case 'accepted':
    case 'declined':
    case 'void':
    case 'expired':
      return estimate.status;
    default:
      return 'open';
  }
}

export function estimatePageData(
  estimate: Estimate,
  customer: EstimateCustomer,
  business: BusinessProfile,
) {
  const acceptance = estimate.acceptance;
  // What the signed document records and the PDF draws; the page names the business by its name.
  const {
    business: { name: businessName },
    ...contents
  } = estimateContents(estimate, customer, business);
  return {
    ...contents,
    businessName,
    state: stateOf(estimate),
    version: String(estimate.updatedAt),
    acceptedChoice: acceptance
      ? { optionIndex: acceptance.optionIndex, addOnIndexes: acceptance.addOnIndexes }
      : null,
    acceptance: acceptance
      ? {
          signerName: acceptance.signerName,
          signedAt: acceptance.signedAt,
          documentSha256: acceptance.documentSha256,
          totals: acceptance.totals,
        }
      : null,
    phone: business.phones.main,
  };
}

export type EstimatePageData = ReturnType<typeof estimatePageData>;

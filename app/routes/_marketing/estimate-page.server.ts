import type { BusinessProfile } from '#app/content/schema.ts';
import type { CustomerEstimateState } from '#app/components/sections/customer-estimate.tsx';
import { customerOf, pricingOf, type Estimate } from '#app/server/estimates/estimate-record.ts';
import type { AppServices } from '#app/server/services.ts';

function stateOf(estimate: Estimate): CustomerEstimateState {
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

/**
 * What the customer's estimate page shows (issue 39), once, for the customer's link
 * (estimate.tsx) and the owner's preview (estimate-preview.tsx), so the preview is the page.
 * Undefined when the estimate's lead is gone.
 */
export async function estimatePageData(
  services: Pick<AppServices, 'db'>,
  business: BusinessProfile,
  estimate: Estimate,
) {
  const customer = await customerOf(services.db, estimate.leadId);
  if (!customer) return undefined;
  const acceptance = estimate.acceptance;
  return {
    number: estimate.number,
    businessName: business.name,
    customerName: customer.name,
    issuedAt: estimate.sentAt ?? estimate.createdAt,
    expiresAt: estimate.expiresAt,
    pricing: pricingOf(estimate.body),
    terms: estimate.body.terms,
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

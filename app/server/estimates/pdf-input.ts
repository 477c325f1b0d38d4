/**
 * What the PDF is drawn from: the stored estimate, its customer and the published business, the
 * same data the customer's page shows. The signed copy adds the acceptance record as stored.
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import { documentBusiness } from './document.ts';
import type { EstimatePdfInput } from './estimate-pdf.ts';
import { pricingOf, type Estimate, type EstimateCustomer } from './estimate-record.ts';

export function pdfInputOf(
  estimate: Estimate,
  customer: EstimateCustomer,
  business: BusinessProfile,
  withAcceptance: boolean,
): EstimatePdfInput {
  const acceptance = withAcceptance ? estimate.acceptance : null;
  return {
    business: documentBusiness(business),
    number: estimate.number,
    customerName: customer.name,
    issuedAt: estimate.sentAt ?? estimate.createdAt,
    expiresAt: estimate.expiresAt,
    pricing: pricingOf(estimate.body),
    terms: estimate.body.terms,
    ...(acceptance
      ? {
          acceptance: {
            optionIndex: acceptance.optionIndex,
            addOnIndexes: acceptance.addOnIndexes,
            totals: acceptance.totals,
            signerName: acceptance.signerName,
            signedAt: acceptance.signedAt,
            documentSha256: acceptance.documentSha256,
            signature: acceptance.signature,
          },
        }
      : {}),
  };
}

/** "estimate-E-0042.pdf", "estimate-E-0042-signed.pdf". */
export function pdfFilename(estimate: Pick<Estimate, 'number'>, signed: boolean): string {
  return `estimate-${estimate.number}${signed ? '-signed' : ''}.pdf`;
}

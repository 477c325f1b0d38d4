/**
 * What the PDF is drawn from: the stored estimate, its customer and the published business, the
 * same data the customer's page shows. The signed copy adds the acceptance record as stored.
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import { estimateContents } from './document.ts';
import type { EstimatePdfInput } from './estimate-pdf.ts';
import type { Estimate, EstimateCustomer } from './estimate-record.ts';

export function pdfInputOf(
  estimate: Estimate,
  customer: EstimateCustomer,
  business: BusinessProfile,
  withAcceptance: boolean,
): EstimatePdfInput {
  const acceptance = withAcceptance ? estimate.acceptance : null;
  return {
    ...estimateContents(estimate, customer, business),
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

/**
 * What the PDF is drawn from: the stored estimate, its customer and the published business, the
 * same data the customer's page shows. The signed copy adds the acceptance record as stored.
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import type { EstimateTotals, EstimatePricing } from '#app/lib/estimate-money.ts';
import { documentBusiness } from './document.ts';
import { pricingOf, type Estimate, type EstimateCustomer } from './estimate-record.ts';

// TEMPORARY until h/est-pdf is merged: the renderer's input as its brief fixes it; the import
// from ./estimate-pdf.ts replaces this declaration then.
export interface EstimatePdfInput {
  business: { name: string; phone: string; email: string; address: string };
  number: string;
  customerName: string;
  issuedAt: number;
  expiresAt: number;
  pricing: EstimatePricing;
  terms: string;
  acceptance?: {
    optionIndex: number;
    addOnIndexes: number[];
    totals: EstimateTotals;
    signerName: string;
    signedAt: number;
    documentSha256: string;
    signature: string | null;
  };
}

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

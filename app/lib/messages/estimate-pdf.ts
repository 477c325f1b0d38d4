/**
 * The estimate PDF's texts (issue 39): the copy sent with the estimate and the signed copy sent
 * after acceptance. Kept apart from estimates.ts so the browser bundles never carry them.
 */
import { estimateTotalsMessages } from './estimate-totals.ts';

export const estimatePdfMessages = {
  title: (number: string) => `Estimate ${number}`,
  preparedFor: (name: string) => `Prepared for ${name}`,
  issued: (date: string) => `Issued ${date}`,
  validUntil: (date: string) => `Valid until ${date}`,
  optionHeading: (index: number, title: string) => `Option ${index + 1}: ${title}`,
  columns: {
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
  },
  ...estimateTotalsMessages,
  addOnsHeading: 'Optional add-ons',
  addOnsNote:
    'Add any of these to the option you choose. Tax is computed once, on the total of what you choose.',
  depositHeading: 'Deposit',
  depositRule: (percent: string) =>
    `A deposit of ${percent}% of the accepted total is due on acceptance; the balance is due on completion.`,
  noDeposit: 'No deposit is due on acceptance.',
  termsHeading: 'Terms',
  acceptedHeading: 'Accepted',
  acceptedOption: (index: number, title: string) => `Chosen: option ${index + 1}, ${title}`,
  acceptedAddOns: 'With the add-ons:',
  acceptedNoAddOns: 'No add-ons.',
  acceptedTotal: 'Accepted total',
  signatureHeading: 'Signature',
  typedSignature: 'Signed by typing the name above.',
  signedBy: (name: string) => `Signed by: ${name}`,
  signedAt: (when: string) => `Signed at: ${when} (Eastern Time)`,
  documentHash: 'SHA-256 of the accepted document:',
  recordNote: (business: string) =>
    `${business} keeps the record of this acceptance: the choice, the signature, the time, and the hash above, which identifies the exact estimate the signer accepted.`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  // Failures: the caller gets what went wrong, never a PDF that contradicts the record.
  acceptedTotalsDiffer:
    'The accepted totals differ from the totals of the estimate’s prices; the signed PDF was not made.',
  badSignature: 'The signature is neither a PNG data URL nor SVG path data; the PDF was not made.',
} as const;

/**
 * The exact document a customer accepts, as canonical text, and its SHA-256 (issue 39:
 * "the signature tied to the exact record"). The same inputs give the same bytes on every
 * machine: fixed field order, one field a line, every text JSON-quoted (a newline or a colon
 * typed in a description cannot forge a field), amounts in integer cents, times in ISO 8601 UTC.
 * The acceptance stores the text and the hash together; the signed PDF and the e-mails show the
 * hash, so anyone can recompute it from the stored text.
 */
import { createHash } from 'node:crypto';
import type { BusinessProfile } from '#app/content/schema.ts';
import {
  choiceTotals,
  estimatePrices,
  type EstimatePricing,
  type EstimateTotals,
  type PricedLine,
} from '#app/lib/estimate-money.ts';
import { pricingOf, type Estimate, type EstimateCustomer } from './estimate-record.ts';

export const documentFormat = 'estimate-document/1';

export interface DocumentBusiness {
  name: string;
  phone: string;
  email: string;
  address: string;
}

/** The estimate as the customer is shown it: what the document records and the PDF draws. */
export interface EstimateContents {
  business: DocumentBusiness;
  number: string;
  customerName: string;
  issuedAt: number;
  expiresAt: number;
  pricing: EstimatePricing;
  terms: string;
}

export interface EstimateDocumentInput extends EstimateContents {
  /** The customer's choice: the option and the ticked add-ons, 0-based. */
  choice: { optionIndex: number; addOnIndexes: readonly number[] };
}

const q = (text: string) => JSON.stringify(text);
const iso = (ms: number) => new Date(ms).toISOString();

function lineText(prefix: string, line: PricedLine): string {
  return `${prefix} ${q(line.description)} qty=${line.quantity} unit=${line.unitPriceCents} line=${line.totalCents}`;
}

function totalsText(totals: EstimateTotals): string {
  return `subtotal=${totals.subtotalCents} tax=${totals.taxCents} total=${totals.totalCents} deposit=${totals.depositCents}`;
}

export function canonicalDocument(input: EstimateDocumentInput): string {
  const { pricing, choice } = input;
  const addOnIndexes = [...choice.addOnIndexes].sort((a, b) => a - b);
  const lines = [
    documentFormat,
    `business ${q(input.business.name)}`,
    `business-phone ${q(input.business.phone)}`,
    `business-email ${q(input.business.email)}`,
    `business-address ${q(input.business.address)}`,
    `number ${q(input.number)}`,
    `customer ${q(input.customerName)}`,
    `issued ${iso(input.issuedAt)}`,
    `expires ${iso(input.expiresAt)}`,
    `tax-rate-basis-points ${Math.round(pricing.taxRatePercent * 100)}`,
    `deposit-basis-points ${Math.round(pricing.depositPercent * 100)}`,
  ];
  const prices = estimatePrices(pricing);
  prices.options.forEach((option, index) => {
    lines.push(`option ${index} ${q(option.title)} ${totalsText(option.totals)}`);
    for (const item of option.items) lines.push(lineText(`  item`, item));
  });
  prices.addOns.forEach((addOn, index) => lines.push(lineText(`add-on ${index}`, addOn)));
  lines.push(`terms ${q(input.terms)}`);
  lines.push(`chosen-option ${choice.optionIndex}`);
  lines.push(`chosen-add-ons ${addOnIndexes.join(',')}`);
  lines.push(`chosen ${totalsText(choiceTotals(pricing, choice.optionIndex, addOnIndexes))}`);
  return `${lines.join('\n')}\n`;
}

export function documentSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The business as the document, the page and the PDF name it (the published profile). */
export function documentBusiness(business: BusinessProfile): DocumentBusiness {
  const a = business.address;
  return {
    name: business.name,
    phone: business.phones.main.display,
    email: business.emails.info,
    address: [a.streetAddress, a.addressLocality, `${a.addressRegion} ${a.postalCode}`]
      .filter((part): part is string => !!part)
      .join(', '),
  };
}

/**
 * The stored estimate as its customer is shown it: one builder, so the page the customer signs
 * on, the text they sign and the PDF drawn later read the same fields from the same record.
 */
export function estimateContents(
  estimate: Estimate,
  customer: EstimateCustomer,
  business: BusinessProfile,
): EstimateContents {
  return {
    business: documentBusiness(business),
    number: estimate.number,
    customerName: customer.name,
    issuedAt: estimate.sentAt ?? estimate.createdAt,
    expiresAt: estimate.expiresAt,
    pricing: pricingOf(estimate.body),
    terms: estimate.body.terms,
  };
}

/**
 * Estimate money (issue 39), once, for the server, the customer's page script, the PDF, the
 * e-mails and Insights, so all of them agree to the cent.
 *
 * Every amount is integer cents. Quantities may carry two decimals (1.5 hours of labor); a line
 * is rounded half up to the cent once. Tax is computed once, on the subtotal of the chosen lines
 * (one option plus the ticked add-ons), and rounded half up: never per line, never per add-on.
 * Rates are held as basis points (7.25 % = 725) so no float multiplies money.
 */

export interface EstimateLine {
  description: string;
  /** Positive, at most two decimals. */
  quantity: number;
  /** Non-negative integer cents. */
  unitPriceCents: number;
}

export interface EstimateOption {
  title: string;
  items: EstimateLine[];
}

/** The two rates applied to the chosen lines' subtotal. */
export interface EstimateRates {
  /** Percent, two decimals at most (7.25). */
  taxRatePercent: number;
  /** Percent of the total asked up front, two decimals at most. */
  depositPercent: number;
}

/** What the money depends on: the options, the add-ons and the two rates. */
export interface EstimatePricing extends EstimateRates {
  options: EstimateOption[];
  addOns: EstimateLine[];
}

export interface EstimateTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  depositCents: number;
}

/** Percent with two decimals -> basis points (7.25 -> 725). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** a * b / divisor for non-negative integers, rounded half up. */
function mulDivHalfUp(a: number, b: number, divisor: number): number {
  return Math.floor((a * b * 2 + divisor) / (divisor * 2));
}

export function lineTotalCents(line: EstimateLine): number {
  const hundredths = Math.round(line.quantity * 100);
  return mulDivHalfUp(hundredths, line.unitPriceCents, 100);
}

export function linesSubtotalCents(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

export function taxCents(subtotalCents: number, taxRatePercent: number): number {
  return mulDivHalfUp(subtotalCents, basisPoints(taxRatePercent), 10_000);
}

/** Totals for a subtotal: tax once on it, then the deposit on the taxed total. */
export function totalsFor(subtotalCents: number, rates: EstimateRates): EstimateTotals {
  const tax = taxCents(subtotalCents, rates.taxRatePercent);
  const total = subtotalCents + tax;
  return {
    subtotalCents,
    taxCents: tax,
    totalCents: total,
    depositCents: mulDivHalfUp(total, basisPoints(rates.depositPercent), 10_000),
  };
}

/** One option on its own (the contract's per-option totals, the page's headline). */
export function optionTotals(pricing: EstimatePricing, optionIndex: number): EstimateTotals {
  const option = pricing.options[optionIndex];
  if (!option) throw new RangeError(`no option ${optionIndex}`);
  return totalsFor(linesSubtotalCents(option.items), pricing);
}

/** A line with its amount. */
export interface PricedLine extends EstimateLine {
  totalCents: number;
}

export interface PricedOption {
  title: string;
  items: PricedLine[];
  /** The option on its own, no add-on ticked. */
  totals: EstimateTotals;
}

/** The amounts an estimate shows beside its lines: each line's and each option's totals. */
export interface EstimatePrices {
  options: PricedOption[];
  addOns: PricedLine[];
}

/**
 * Every amount a copy of the estimate prints, computed once here for all of them: the signed
 * document's text, the PDF, the customer's page and the option summaries of the API and e-mails.
 */
export function estimatePrices(pricing: EstimatePricing): EstimatePrices {
  const priced = (line: EstimateLine): PricedLine => ({
    ...line,
    totalCents: lineTotalCents(line),
  });
  return {
    options: pricing.options.map((option, index) => ({
      title: option.title,
      items: option.items.map(priced),
      totals: optionTotals(pricing, index),
    })),
    addOns: pricing.addOns.map(priced),
  };
}

/**
 * What the customer's choice costs: one option plus the ticked add-ons (0-based indexes).
 * Unknown or repeated add-on indexes are a caller's error.
 */
export function choiceTotals(
  pricing: EstimatePricing,
  optionIndex: number,
  addOnIndexes: readonly number[],
): EstimateTotals {
  const option = pricing.options[optionIndex];
  if (!option) throw new RangeError(`no option ${optionIndex}`);
  if (new Set(addOnIndexes).size !== addOnIndexes.length) throw new RangeError('repeated add-on');
  const addOns = addOnIndexes.map((index) => {
    const addOn = pricing.addOns[index];
    if (!addOn) throw new RangeError(`no add-on ${index}`);
    return addOn;
  });
  return totalsFor(linesSubtotalCents(option.items) + linesSubtotalCents(addOns), pricing);
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** 123456 -> "$1,234.56" (the format of the page, the PDF and the e-mails). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * What the owner types in a price field ("249.99", "$1,200", "89") in cents; null when it is
 * not an amount of dollars with at most two decimals. The builder and the price book read
 * prices with it, in the browser and on the server alike.
 */
export function parseUsdCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

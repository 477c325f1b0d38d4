/**
 * The owner's price book (issue 39): its limits and the rules of one item, once, for the
 * Settings card, the command that stores an item and the estimate builder that picks from it.
 */
import { estimateLimits } from './estimate-limits.ts';

export interface PriceBookItem {
  id: number;
  description: string;
  unitPriceCents: number;
}

export const priceBookLimits = {
  /** A line of an estimate: the item's description becomes one, so it obeys the same cap. */
  descriptionMax: estimateLimits.descriptionMax,
  unitPriceMaxCents: estimateLimits.unitPriceMaxCents,
  /** Enough for any garage-door company's usual lines; the builder lists them all. */
  maxItems: 200,
} as const;

/**
 * Cents as the owner edits them: 24500 -> "245.00" (no "$", no grouping; estimate-money.ts's
 * parseUsdCents reads it back). Here, not there: the Settings tab shows prices without loading
 * the money module.
 */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The estimate builder's draft (issue 39): what the owner types, kept as text so a half-typed
 * price stays on screen, turned into the contract's body for the one schema the API uses
 * (`parseEstimateBody`), and priced live with `estimate-money.ts`.
 */
import {
  lineTotalCents,
  parseUsdCents,
  totalsFor,
  type EstimateLine,
  type EstimateTotals,
} from '#app/lib/estimate-money.ts';
import type { EstimateBody } from '#app/lib/estimate-schema.ts';
import type { EstimateSettings } from '#app/lib/estimate-settings.ts';
import { centsToInput, type PriceBookItem } from '#app/lib/price-book-rules.ts';

export interface LineDraft {
  /** React's key; never sent. */
  key: string;
  description: string;
  quantity: string;
  price: string;
}

export interface OptionDraft {
  key: string;
  title: string;
  items: LineDraft[];
}

export interface EstimateDraft {
  options: OptionDraft[];
  addOns: LineDraft[];
  taxRatePercent: string;
  depositPercent: string;
  expiresInDays: string;
  terms: string;
}

export const optionTitles = ['Good', 'Better', 'Best'] as const;

let counter = 0;
/** A key for a new row, unique in this page's life. */
export function newKey(): string {
  counter += 1;
  return `k${counter}`;
}

export function lineFromPriceBook(item: PriceBookItem): LineDraft {
  return {
    key: newKey(),
    description: item.description,
    quantity: '1',
    price: centsToInput(item.unitPriceCents),
  };
}

export function emptyLine(): LineDraft {
  return { key: newKey(), description: '', quantity: '1', price: '' };
}

export function emptyOption(index: number): OptionDraft {
  return { key: newKey(), title: optionTitles[index] ?? `Option ${index + 1}`, items: [] };
}

/** A new estimate: one option, the owner's default terms. */
export function newDraft(settings: EstimateSettings): EstimateDraft {
  return {
    options: [emptyOption(0)],
    addOns: [],
    taxRatePercent: '0',
    depositPercent: '0',
    expiresInDays: '30',
    terms: settings.defaultTerms,
  };
}

function lineDraft(line: EstimateLine): LineDraft {
  return {
    key: newKey(),
    description: line.description,
    quantity: String(line.quantity),
    price: centsToInput(line.unitPriceCents),
  };
}

/** An existing estimate's body, to edit. */
export function draftFromBody(body: EstimateBody): EstimateDraft {
  return {
    options: body.options.map((option) => ({
      key: newKey(),
      title: option.title,
      items: option.items.map(lineDraft),
    })),
    addOns: body.addOns.map(lineDraft),
    taxRatePercent: String(body.taxRatePercent),
    depositPercent: String(body.depositPercent),
    expiresInDays: String(body.expiresInDays),
    terms: body.terms,
  };
}

/** A typed number, or NaN (which the schema refuses with the field's own message). */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' || !/^-?\d*\.?\d+$/.test(trimmed) ? Number.NaN : Number(trimmed);
}

function centsOf(text: string): number {
  return parseUsdCents(text) ?? Number.NaN;
}

function lineBody(line: LineDraft) {
  return {
    description: line.description,
    quantity: numberOf(line.quantity),
    unitPriceCents: centsOf(line.price),
  };
}

/** The contract's body, as `POST /api/admin/leads/<id>/estimates` takes it. */
export function draftToBody(draft: EstimateDraft): Record<string, unknown> {
  return {
    options: draft.options.map((option) => ({
      title: option.title,
      items: option.items.map(lineBody),
    })),
    addOns: draft.addOns.map(lineBody),
    taxRatePercent: numberOf(draft.taxRatePercent),
    depositPercent: numberOf(draft.depositPercent),
    expiresInDays: numberOf(draft.expiresInDays),
    terms: draft.terms,
  };
}

/** A line's total while typing: 0 until its quantity and price read. */
export function liveLineCents(line: LineDraft): number {
  const quantity = numberOf(line.quantity);
  const unitPriceCents = centsOf(line.price);
  if (!(quantity > 0) || !(unitPriceCents >= 0)) return 0;
  return lineTotalCents({ description: '', quantity, unitPriceCents });
}

const rate = (text: string) => {
  const value = numberOf(text);
  return value >= 0 && value <= 100 ? value : 0;
};

/** Each option's totals as the customer would see them (no add-on ticked). */
export function liveOptionTotals(draft: EstimateDraft): EstimateTotals[] {
  const pricing = {
    taxRatePercent: rate(draft.taxRatePercent),
    depositPercent: rate(draft.depositPercent),
  };
  return draft.options.map((option) =>
    totalsFor(
      option.items.reduce((sum, line) => sum + liveLineCents(line), 0),
      pricing,
    ),
  );
}

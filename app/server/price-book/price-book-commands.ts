/**
 * The owner's price book (issue 39), one function per change: save (add or update), remove.
 * The Settings tab's intents are thin adapters over these; the estimate builder reads
 * `listPriceBook`.
 * Prices arrive as the owner typed them ("245.50") and are read once here, so the form and any
 * other caller obey one set of rules.
 */
import { formatUsd, parseUsdCents } from '#app/lib/estimate-money.ts';
import { priceBookMessages as m } from '#app/lib/messages/price-book.ts';
import { priceBookLimits, type PriceBookItem } from '#app/lib/price-book-rules.ts';
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

export interface PriceBookInput {
  description: string;
  /** Dollars as typed: "245", "245.50", "$1,200". */
  price: string;
}

export type PriceBookResult =
  | { ok: true; item: PriceBookItem }
  | { ok: false; reason: 'invalid'; fieldErrors: Partial<Record<keyof PriceBookInput, string>> }
  | { ok: false; reason: 'not-found' | 'full'; message: string };

export async function listPriceBook(services: Db): Promise<PriceBookItem[]> {
  const rows = await services.db
    .selectFrom('price_book_items')
    .select(['id', 'description', 'unit_price_cents'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    description: row.description,
    unitPriceCents: Number(row.unit_price_cents),
  }));
}

type ItemFields = Omit<PriceBookItem, 'id'>;
type Refusal = Extract<PriceBookResult, { reason: 'not-found' | 'full' }>;

/** The item as typed, read once for add and update; refused as the result both answer. */
function parseInput(
  input: PriceBookInput,
): { ok: true; fields: ItemFields } | Extract<PriceBookResult, { reason: 'invalid' }> {
  const fieldErrors: Partial<Record<keyof PriceBookInput, string>> = {};
  const description = input.description.trim();
  if (description.length === 0 || description.length > priceBookLimits.descriptionMax) {
    fieldErrors.description = m.description(priceBookLimits.descriptionMax);
  }
  const cents = parseUsdCents(input.price);
  if (cents === null) fieldErrors.price = m.price;
  else if (cents > priceBookLimits.unitPriceMaxCents) {
    fieldErrors.price = m.priceTooHigh(formatUsd(priceBookLimits.unitPriceMaxCents));
  }
  if (cents === null || Object.keys(fieldErrors).length > 0) {
    return { ok: false, reason: 'invalid', fieldErrors };
  }
  return { ok: true, fields: { description, unitPriceCents: cents } };
}

/**
 * Adds an item at the end of the list when `id` is null (refused past
 * `priceBookLimits.maxItems`), else replaces item `id`'s description and price.
 */
export async function savePriceBookItem(
  services: Db,
  id: number | null,
  input: PriceBookInput,
  now = Date.now(),
): Promise<PriceBookResult> {
  const parsed = parseInput(input);
  if (!parsed.ok) return parsed;
  const saved =
    id === null
      ? await appendItem(services, parsed.fields, now)
      : await rewriteItem(services, id, parsed.fields, now);
  if (typeof saved !== 'number') return saved;
  return { ok: true, item: { id: saved, ...parsed.fields } };
}

/** The new item's id; the count and the last position are read in the insert's transaction. */
async function appendItem(
  services: Db,
  fields: ItemFields,
  now: number,
): Promise<number | Refusal> {
  return services.db.transaction().execute(async (trx) => {
    const { count, last } = await trx
      .selectFrom('price_book_items')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.max('position').as('last'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(count) >= priceBookLimits.maxItems) {
      return { ok: false, reason: 'full', message: m.full(priceBookLimits.maxItems) } as const;
    }
    const row = await trx
      .insertInto('price_book_items')
      .values({
        description: fields.description,
        unit_price_cents: fields.unitPriceCents,
        position: last === null ? 0 : Number(last) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  });
}

/** Item `id` rewritten in place (its position kept); refused when it was removed meanwhile. */
async function rewriteItem(
  services: Db,
  id: number,
  fields: ItemFields,
  now: number,
): Promise<number | Refusal> {
  const result = await services.db
    .updateTable('price_book_items')
    .set({
      description: fields.description,
      unit_price_cents: fields.unitPriceCents,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    return { ok: false, reason: 'not-found', message: m.notFound };
  }
  return id;
}

/** Removes an item; estimates copy their lines, so none of them changes. */
export async function removePriceBookItem(services: Db, id: number): Promise<boolean> {
  const result = await services.db
    .deleteFrom('price_book_items')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

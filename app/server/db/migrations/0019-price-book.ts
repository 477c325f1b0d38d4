import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0019-price-book';

/**
 * The owner's price book (issue 39): the usual lines of a garage-door estimate, so building one
 * on the phone is a few taps. Prices are integer cents like every amount of an estimate.
 *
 * Seeded with the lines a garage-door company quotes most, at typical Carolina prices, so the
 * first estimate can be built before the owner has typed anything; the owner edits or removes
 * them. Frozen: the seed is this migration's, not the application's.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('price_book_items')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', t.bigint, (c) => c.notNull())
    // The builder lists items in this order (the seed's, then each new one last).
    .addColumn('position', t.integer, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  const now = Date.now();
  await (db as Kysely<Tables>)
    .insertInto('price_book_items')
    .values(
      SEED.map(([description, unitPriceCents], position) => ({
        description,
        unit_price_cents: unitPriceCents,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const SEED: readonly (readonly [string, number])[] = [
  ['Service call and diagnosis', 8_900],
  ['Labor, per hour', 12_500],
  ['Torsion springs, pair, installed', 24_500],
  ['Extension springs, pair, installed', 17_500],
  ['Lift cables, pair', 6_500],
  ['Nylon sealed-bearing rollers, set of 10', 9_500],
  ['Bottom weather seal', 9_500],
  ['Tune-up and safety inspection', 11_900],
  ['Chain-drive opener, installed', 39_500],
  ['Belt-drive opener, installed', 52_500],
  ['Wall-mount (jackshaft) opener, installed', 79_500],
  ['Single door panel replacement', 35_000],
  ['16x7 insulated steel door, installed', 189_500],
  ['Haul-away of the old door', 7_500],
];

interface Tables {
  price_book_items: {
    description: string;
    unit_price_cents: number;
    position: number;
    created_at: number;
    updated_at: number;
  };
}

import type { Generated } from 'kysely';

/** One line of the owner's price book (migration 0019). Times are epoch milliseconds. */
export interface PriceBookItemsTable {
  id: Generated<number>;
  description: string;
  unit_price_cents: number;
  position: number;
  created_at: number;
  updated_at: number;
}

export interface PriceBookTables {
  price_book_items: PriceBookItemsTable;
}

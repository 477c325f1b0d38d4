import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0011-reviews';

/** Review requests to customers of closed leads (issue 17). */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  // One row per lead ever asked: the primary key is what makes it "at most once per lead",
  // whether the owner taps twice, two instances run the automatic job, or both.
  await db.schema
    .createTable('review_requests')
    .addColumn('lead_id', t.bigint, (c) =>
      c.primaryKey().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('outbox_id', t.bigint, (c) => c.references('mail_outbox.id').onDelete('set null'))
    /** `manual` (the card's button) or `auto` (N days after closing). */
    .addColumn('trigger', 'text', (c) => c.notNull())
    /** `queued`, or `opted_out` when the address had unsubscribed (nothing was sent). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('requested_at', t.timestamp, (c) => c.notNull())
    .execute();
  // Addresses that unsubscribed from review requests, for good (lower-cased).
  await db.schema
    .createTable('review_opt_outs')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // When the lead was last marked closed (the automatic request counts its days from here).
  await db.schema.alterTable('contact_submissions').addColumn('closed_at', t.timestamp).execute();
}

import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0015-booking';

/**
 * Online booking of visit windows (issue 30). One row per booked lead; a move updates the row
 * (same UID, higher sequence), a cancel keeps it with `slot` null.
 *
 * Capacity is a database fact: a live booking holds one `slot` in [0, capacity) of its window,
 * and (window_start, slot) is unique. Two requests racing for the last slot cannot both
 * commit, on either database, whatever the instances in front of it. A cancelled booking has
 * `slot` null, which a unique index never compares (NULLs are distinct on both dialects).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('appointments')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('lead_id', t.bigint, (c) =>
      c.notNull().unique().references('contact_submissions.id').onDelete('cascade'),
    )
    // UTC epoch milliseconds; the window's local times come from the settings at booking time.
    .addColumn('window_start', t.timestamp, (c) => c.notNull())
    .addColumn('window_end', t.timestamp, (c) => c.notNull())
    .addColumn('slot', t.integer)
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'cancelled')`))
    // iCalendar: the event's UID never changes; SEQUENCE grows with every move or cancel.
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('sequence', t.integer, (c) => c.notNull().defaultTo(0))
    // SHA-256 of the customer's private manage link token (the token itself is only mailed).
    .addColumn('manage_token_hash', 'text', (c) => c.notNull().unique())
    // The pending reminder in mail_outbox (sent the day before); null once sent or withdrawn.
    .addColumn('reminder_outbox_id', t.bigint)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('cancelled_at', t.timestamp)
    // 'owner' | 'customer'
    .addColumn('cancelled_by', 'text')
    .execute();
  await db.schema
    .createIndex('appointments_window_slot')
    .on('appointments')
    .columns(['window_start', 'slot'])
    .unique()
    .execute();
  // A visit's e-mails carry the event as a text/calendar part (RFC 5545), stored with the
  // message so a retry sends the same bytes; the method is REQUEST or CANCEL.
  await db.schema.alterTable('mail_outbox').addColumn('calendar_body', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('calendar_method', 'text').execute();
  // What the owner earned on a closed lead (Insights revenue); null when not recorded.
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('job_value_cents', t.bigint)
    .execute();
}

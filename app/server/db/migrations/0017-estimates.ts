import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0017-estimates';

/**
 * Estimates the customer accepts online (issue 39), the acceptance as a record of its own, and
 * the lead's outcome beside the spec's four statuses.
 *
 * One acceptance per estimate is a database fact (`estimate_id` unique): two accepts racing on
 * one estimate cannot both commit, on either database, whatever the instances in front of it.
 * The acceptance row keeps the canonical text of the document accepted and its SHA-256, so the
 * record stands on its own even if the estimate is later voided or the business renamed.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('estimates')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('lead_id', t.bigint, (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    // "E-0042": what the owner and the customer call it (the id, padded, set on insert).
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'void')`,
        ),
    )
    // The estimate body as app/lib/estimate-schema.ts parses it (JSON): options, add-ons,
    // rates, expiry in days, terms.
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .addColumn('viewed_at', t.timestamp)
    // Accepted, declined, expired or voided: when it stopped waiting for an answer.
    .addColumn('decided_at', t.timestamp)
    .addColumn('decline_reason', 'text')
    // SHA-256 of the customer's private link token (the token itself is only mailed); a new
    // send replaces it (the old link answers 404), `token_expires_at` ends it for good.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', t.timestamp)
    .addColumn('token_revoked_at', t.timestamp)
    // The follow-up reminder's own link (the first is not stored, so it cannot be mailed
    // again): either opens the estimate until the next send replaces both.
    .addColumn('reminder_token_hash', 'text', (c) => c.unique())
    // "Deposit received", recorded by the owner (paid outside the product).
    .addColumn('deposit_received_at', t.timestamp)
    // The one follow-up reminder (issue 39 "Follow-up"), once queued.
    .addColumn('reminder_queued_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('estimates_lead')
    .on('estimates')
    .columns(['lead_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('estimates_status_expiry')
    .on('estimates')
    .columns(['status', 'expires_at'])
    .execute();

  await db.schema
    .createTable('estimate_acceptances')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('estimate_id', t.bigint, (c) =>
      c.notNull().unique().references('estimates.id').onDelete('cascade'),
    )
    .addColumn('option_index', t.integer, (c) => c.notNull())
    // JSON array of 0-based add-on indexes, ascending.
    .addColumn('add_on_indexes', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', t.bigint, (c) => c.notNull())
    .addColumn('tax_cents', t.bigint, (c) => c.notNull())
    .addColumn('total_cents', t.bigint, (c) => c.notNull())
    .addColumn('deposit_cents', t.bigint, (c) => c.notNull())
    .addColumn('signer_name', 'text', (c) => c.notNull())
    // A PNG data URL or SVG path data of the drawn signature; null when the typed name is it.
    .addColumn('signature', 'text')
    .addColumn('signed_at', t.timestamp, (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('document_text', 'text', (c) => c.notNull())
    .execute();

  // The lead's outcome beside the spec's four statuses (which stay as they are).
  await db.schema
    .alterTable('contact_submissions')
    .addColumn('outcome', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`outcome in ('open', 'won', 'lost')`),
    )
    .execute();
  await db.schema.alterTable('contact_submissions').addColumn('lost_reason', 'text').execute();
  // The outbox row of an estimate's e-mail names the estimate: its channel renders the PDF at
  // send time from the stored estimate (no document blobs in the outbox).
  await db.schema.alterTable('mail_outbox').addColumn('estimate_id', t.bigint).execute();
}

import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0002-leads';

/**
 * Leads, and the mail they trigger. The outbox rows are written in the same transaction as
 * the lead, so a stored lead always has its notifications queued (and vice versa).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('contact_submissions')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('location', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'quoted', 'closed', 'spam')`),
    )
    .addColumn('spam_reason', 'text')
    .addColumn('priority', 'text', (c) =>
      c
        .notNull()
        .defaultTo('normal')
        .check(sql`priority in ('normal', 'urgent')`),
    )
    .addColumn('landing_page', 'text')
    .addColumn('conversion_page', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    .addColumn('gclid', 'text')
    .addColumn('user_agent', 'text')
    /** How the lead arrived: `form` (no JavaScript) or `api`. */
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    /** sha256 of the normalised lead, to tell a retry from a different request with one key. */
    .addColumn('request_fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contact_submissions_created_at')
    .on('contact_submissions')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contact_submissions_status')
    .on('contact_submissions')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('lead_id', t.bigint, (c) =>
      c.references('contact_submissions.id').onDelete('set null'),
    )
    /** `owner_notification` or `customer_confirmation`. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sending', 'sent', 'dead')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', t.timestamp, (c) => c.notNull())
    /** While `sending`: the lease; an expired lease means the sender died and the job is free. */
    .addColumn('locked_until', t.timestamp)
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('sent_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_lead').on('mail_outbox').column('lead_id').execute();

  await db.schema
    .createTable('mail_attempts')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('outbox_id', t.bigint, (c) =>
      c.notNull().references('mail_outbox.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp, (c) => c.notNull())
    /** `sent` or `failed`. */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('response', 'text')
    .addColumn('instance', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_attempts_outbox')
    .on('mail_attempts')
    .column('outbox_id')
    .execute();
}

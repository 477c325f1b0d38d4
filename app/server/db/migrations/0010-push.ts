import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0010-push';

/**
 * Web Push alerts to the owner's devices (issue 17). One row per browser subscription; the
 * alerts themselves are outbox rows (kind `push_alert`) so they share its claims, retries
 * and attempt records with the e-mail.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', t.id, (c) => c.primaryKey())
    // The push service's URL for this browser: unique, a re-subscribe updates the row.
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_id', t.bigint, (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    // sha256 of the admin session it was made in (the device); not a foreign key: the
    // subscription outlives an idle session (alerts must arrive while the admin is closed).
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('urgent', 'all')`))
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_success_at', t.timestamp)
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  // Which subscription a `push_alert` row goes to; a removed subscription leaves its
  // history (attempts) in place and its pending alerts are dropped by the worker.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('push_subscription_id', t.bigint, (c) =>
      c.references('push_subscriptions.id').onDelete('set null'),
    )
    .execute();
  // Claim order: urgent alerts (2) before other alerts (1) before e-mail (0).
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

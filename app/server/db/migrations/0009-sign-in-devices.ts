import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0009-sign-in-devices';

/**
 * Issue 19: sign-in throttling that cannot lock the owner out. The key that signs the device
 * cookies of browsers the owner signed in with, and per-key growing delays (account, address,
 * device) that replace the fixed five-failures lock.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  // Server-side keys made on first use and shared by every instance on this database. Never sent
  // to a browser, never shown in the admin.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  // One row per throttled key (`login:account:<e-mail>`, `login:ip:<address>`,
  // `login:device:<id>`, ...). A sign-in attempt claims the key with one conditional update
  // (atomic on both databases) before any password is checked.
  await db.schema
    .createTable('sign_in_backoff')
    .addColumn('bucket_key', 'text', (c) => c.primaryKey())
    /** Attempts since the key was last idle for a whole throttle window. */
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', t.timestamp, (c) => c.notNull())
    /** The wait the last attempt imposed on the next (0 while attempts are free). */
    .addColumn('delay_ms', t.bigint, (c) => c.notNull())
    .addColumn('blocked_until', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_backoff_last_attempt')
    .on('sign_in_backoff')
    .column('last_attempt_at')
    .execute();
}

import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0003-auth';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  // One owner account: the unique `role` column makes a second admin impossible even when two
  // instances finish the setup at the same moment.
  await db.schema
    .createTable('admin_users')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull().unique().defaultTo('owner'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', t.timestamp)
    /** Last accepted TOTP time step: a code is never accepted twice. */
    .addColumn('totp_last_step', t.bigint)
    .addColumn('credentials_changed_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.bigint, (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_sessions_user_idx')
    .on('admin_sessions')
    .column('user_id')
    .execute();

  // Password accepted, second factor still due.
  await db.schema
    .createTable('admin_mfa_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.bigint, (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('user_id', t.bigint, (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('at', t.timestamp, (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_id', t.bigint)
    .addColumn('email', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
}

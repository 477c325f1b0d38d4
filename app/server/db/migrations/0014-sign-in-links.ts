import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0014-sign-in-links';

/**
 * Issue 27: the "account under attack" e-mail carries a one-time link that makes the browser
 * opening it one of the owner's (a device cookie), so a new browser gets in while strangers are
 * slowed down. Only the SHA-256 of the link's token is kept.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('admin_sign_in_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', t.bigint, (c) =>
      c.notNull().references('admin_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    /** Set when the link is used: a second use finds it spent. */
    .addColumn('used_at', t.timestamp)
    .execute();
}

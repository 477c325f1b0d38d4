import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0001-foundation';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('admin_settings')
    .addColumn('setting_key', 'text', (c) => c.primaryKey())
    .addColumn('setting_value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket_key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .execute();
}

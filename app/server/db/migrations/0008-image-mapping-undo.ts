import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0008-image-mapping-undo';

/**
 * What every image slot showed before the last Populate Randomly (issue 13): the owner can undo
 * it, also after a reload or from another device. One row at most (the latest populate).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('image_mapping_snapshots')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('taken_at', t.timestamp, (c) => c.notNull())
    .addColumn('taken_by', 'text')
    // JSON: [{ "key": placeholder key, "objectPath": image name or null }]
    .addColumn('mappings', 'text', (c) => c.notNull())
    .execute();
}

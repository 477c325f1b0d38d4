import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

export const name = '0007-insights';

/** Counts of page views, call taps and form starts per day, page, source and device (issue 16). */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('insight_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('insight_counts_pk', [
      'day',
      'path',
      'source',
      'device',
      'event',
      'place',
    ])
    .execute();
}

import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0020-photo-consent';

/**
 * Photo-use consent (issue 40): whether the customer agreed that a photo they sent may be shown
 * on the company's site (a project story), stored with each photo, since the customer agrees
 * for the photos they sent and a later photo is not covered by an earlier yes. Every photo that
 * exists was sent without the question: no (0). When and where the answer was given
 * (`quote-form`, `review-request`) is kept beside it, so the owner can show where a yes came from.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('lead_photos')
    .addColumn('use_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('lead_photos').addColumn('use_consent_at', t.timestamp).execute();
  await db.schema.alterTable('lead_photos').addColumn('use_consent_source', 'text').execute();
}

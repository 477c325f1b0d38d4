import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0005-dashboard';

/** The owner's notes on a lead (issue 6), and what the dashboard's queries need to stay fast. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('lead_notes')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('lead_id', t.bigint, (c) =>
      c.notNull().references('contact_submissions.id').onDelete('cascade'),
    )
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_notes_lead')
    .on('lead_notes')
    .columns(['lead_id', 'created_at'])
    .execute();
  // Pinned urgent leads come first in the inbox; the retention job picks old closed/spam leads.
  await db.schema
    .createIndex('contact_submissions_priority')
    .on('contact_submissions')
    .columns(['priority', 'status', 'created_at'])
    .execute();
}

import type { Kysely } from 'kysely';

export const name = '0023-note-keys';

/**
 * A lead note's form key: the same note form sent twice (a double submit, or sent again after
 * its answer was lost) stores one note. Unique per lead; notes stored before it have none, and
 * NULLs never collide on either database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lead_notes').addColumn('form_key', 'text').execute();
  await db.schema
    .createIndex('lead_notes_form_key')
    .on('lead_notes')
    .columns(['lead_id', 'form_key'])
    .unique()
    .execute();
}

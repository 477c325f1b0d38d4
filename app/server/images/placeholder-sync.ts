import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Gives every image slot of the site a row in site_image_mappings, appended after the
 * existing ones in the given order (index = highest + 1), leaving existing rows alone.
 * Runs in migration 0004 and at every start, so a slot added to app/content later shows up
 * in the admin without a new migration.
 */
export async function appendMissingPlaceholders(
  db: Kysely<Database>,
  keys: readonly string[],
  now = Date.now(),
): Promise<number> {
  const rows = await db
    .selectFrom('site_image_mappings')
    .select(['placeholder_key', 'placeholder_index'])
    .execute();
  const existing = new Set(rows.map((r) => r.placeholder_key));
  let index = rows.reduce((max, r) => Math.max(max, Number(r.placeholder_index)), 0);
  const missing = keys.filter((key) => !existing.has(key));
  if (missing.length === 0) return 0;
  const values = missing.map((key) => ({
    placeholder_key: key,
    placeholder_index: ++index,
    object_path: null,
    updated_at: now,
  }));
  // Another instance starting at the same moment may have added some: keep theirs.
  await db
    .insertInto('site_image_mappings')
    .values(values)
    .onConflict((oc) => oc.column('placeholder_key').doNothing())
    .execute();
  return missing.length;
}

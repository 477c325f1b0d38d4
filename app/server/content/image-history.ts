import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The image mappings as part of the site content history (issue 15 item 8): every version keeps
 * a snapshot of which upload each image slot shows, and restoring a version puts them back.
 */

export interface MappingEntry {
  key: string;
  objectPath: string | null;
}

/** JSON `[{ key, objectPath }]` of every slot, in slot order. */
export async function snapshotMappings(db: Kysely<Database>): Promise<string> {
  const rows = await db
    .selectFrom('site_image_mappings')
    .select(['placeholder_key', 'object_path'])
    .orderBy('placeholder_index', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const entries: MappingEntry[] = rows.map((r) => ({
    key: r.placeholder_key,
    objectPath: r.object_path,
  }));
  return JSON.stringify(entries);
}

/** The entries of a snapshot (`snapshotMappings`, or Populate Randomly's undo snapshot). */
export function parseMappings(text: string): MappingEntry[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { key, objectPath } = item as Record<string, unknown>;
    if (typeof key !== 'string') return [];
    return [{ key, objectPath: typeof objectPath === 'string' ? objectPath : null }];
  });
}

/**
 * Puts the slots back as the snapshot had them. A slot whose upload was deleted since shows its
 * default; slots added after the snapshot are left as they are. Returns how many changed.
 */
export async function applyMappingsSnapshot(
  db: Kysely<Database>,
  snapshot: string,
  now = Date.now(),
): Promise<number> {
  const entries = parseMappings(snapshot);
  const current = new Map(
    (
      await db
        .selectFrom('site_image_mappings')
        .select(['placeholder_key', 'object_path'])
        .execute()
    ).map((r) => [r.placeholder_key, r.object_path]),
  );
  const wanted = [...new Set(entries.flatMap((e) => (e.objectPath ? [e.objectPath] : [])))];
  const present = new Set(
    wanted.length === 0
      ? []
      : (
          await db
            .selectFrom('uploaded_images')
            .select('name')
            .where('name', 'in', wanted)
            .execute()
        ).map((r) => r.name),
  );
  let changed = 0;
  for (const entry of entries) {
    if (!current.has(entry.key)) continue;
    const objectPath = entry.objectPath && present.has(entry.objectPath) ? entry.objectPath : null;
    if (current.get(entry.key) === objectPath) continue;
    await db
      .updateTable('site_image_mappings')
      .set({ object_path: objectPath, updated_at: now })
      .where('placeholder_key', '=', entry.key)
      .execute();
    changed++;
  }
  return changed;
}

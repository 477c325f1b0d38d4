import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { AppServices } from '../services.ts';

/**
 * The host keeps every public page rendered once in memory. Anything that changes what a
 * public page shows (content settings, image mappings) must invalidate those copies on every
 * instance: it writes a new token under this key, and each instance polls the token (at most
 * once a second) and drops its pages when it changes.
 */
export const PAGE_CACHE_GENERATION_KEY = 'page_cache_generation';

/** The event `invalidatePublicPages` dispatches on `services.contentChanged`. */
export const CONTENT_CHANGED_EVENT = 'content-changed';

/**
 * Marks every cached public page stale, on all instances. Pass a transaction to make the
 * bump part of the change that causes it (it then takes effect when that commits).
 */
export async function bumpPageCacheGeneration(db: Kysely<Database>): Promise<string> {
  const token = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('admin_settings')
    .values({ setting_key: PAGE_CACHE_GENERATION_KEY, setting_value: token })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ setting_value: token }))
    .execute();
  return token;
}

/** The current token ('' before the first bump). */
export async function readPageCacheGeneration(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('admin_settings')
    .select('setting_value')
    .where('setting_key', '=', PAGE_CACHE_GENERATION_KEY)
    .executeTakeFirst();
  return row?.setting_value ?? '';
}

/**
 * After a committed change to public content: bumps the generation (other instances follow
 * within a second) and tells this process's page cache at once, so the admin who made the
 * change sees it on the next request.
 */
export async function invalidatePublicPages(
  services: Pick<AppServices, 'db' | 'contentChanged'>,
): Promise<void> {
  await bumpPageCacheGeneration(services.db);
  services.contentChanged.dispatchEvent(new Event(CONTENT_CHANGED_EVENT));
}

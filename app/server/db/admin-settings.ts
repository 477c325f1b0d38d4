/**
 * One owner setting by key in the admin_settings table: read, upsert, delete. Ground, shared by
 * the areas that keep a setting there under their own keys (the dashboard's e-mail, template and
 * retention, booking's settings and calendar-feed token), so that none reaches into another's.
 */
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

export async function readSetting(services: Db, key: string): Promise<string | null> {
  const row = await services.db
    .selectFrom('admin_settings')
    .select('setting_value')
    .where('setting_key', '=', key)
    .executeTakeFirst();
  return row ? row.setting_value : null;
}

/** Upsert on setting_key (spec section 7, "Save settings"). */
export async function writeSetting(services: Db, key: string, value: string): Promise<void> {
  await services.db
    .insertInto('admin_settings')
    .values({ setting_key: key, setting_value: value })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ setting_value: value }))
    .execute();
}

export async function deleteSetting(services: Db, key: string): Promise<void> {
  await services.db.deleteFrom('admin_settings').where('setting_key', '=', key).execute();
}

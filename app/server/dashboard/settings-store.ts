import { limits } from '#app/lib/limits.ts';
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

/** admin_settings keys the dashboard writes (the spec's two plus retention). */
export const settingKeys = {
  businessEmail: 'business_email',
  customerTemplate: 'customer_email_template',
  retentionMonths: 'retention_months',
} as const;

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

/** Months after which closed and spam leads are deleted; 0 (the default) keeps them. */
export function parseRetentionMonths(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  const months = Number(text);
  return months <= limits.admin.retentionMonthsMax ? months : null;
}

export async function readRetentionMonths(services: Db): Promise<number> {
  return parseRetentionMonths(await readSetting(services, settingKeys.retentionMonths)) ?? 0;
}

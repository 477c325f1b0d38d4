import { limits } from '#app/lib/limits.ts';
import type { AppServices } from '../services.ts';
import { readSetting } from '../db/admin-settings.ts';

type Db = Pick<AppServices, 'db'>;

/**
 * The dashboard's settings: its keys in admin_settings (the spec's two plus retention) and the
 * retention months. The table's reads and writes are ../db/admin-settings.ts, shared by every area.
 */
export const settingKeys = {
  businessEmail: 'business_email',
  customerTemplate: 'customer_email_template',
  retentionMonths: 'retention_months',
} as const;

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

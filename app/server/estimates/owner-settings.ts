/**
 * The owner's estimate settings (issue 39) as the Settings tab edits them: the default terms a
 * new estimate starts with (admin_settings `estimate_settings`) and the reminder delay, which
 * is the estimate jobs' own setting (./estimate-jobs.ts), read and written there, once.
 */
import {
  defaultEstimateSettings,
  estimateSettingsLimits as limits,
  type EstimateSettings,
} from '#app/lib/estimate-settings.ts';
import { estimateSettingsMessages as m } from '#app/lib/messages/price-book.ts';
import { readSetting, writeSetting } from '../db/admin-settings.ts';
import type { AppServices } from '../services.ts';
import { readReminderDays, writeReminderDays } from './estimate-jobs.ts';

type Db = Pick<AppServices, 'db'>;

export const estimateSettingsKey = 'estimate_settings';

async function readDefaultTerms(services: Db): Promise<string> {
  const stored = await readSetting(services, estimateSettingsKey);
  if (stored === null) return defaultEstimateSettings.defaultTerms;
  try {
    const value = (JSON.parse(stored) as { defaultTerms?: unknown }).defaultTerms;
    return typeof value === 'string' && value.length <= limits.termsMax
      ? value
      : defaultEstimateSettings.defaultTerms;
  } catch {
    return defaultEstimateSettings.defaultTerms;
  }
}

/** The saved settings, the defaults for any value never saved or unreadable. */
export async function getEstimateSettings(services: Db): Promise<EstimateSettings> {
  const [defaultTerms, remindAfterDays] = await Promise.all([
    readDefaultTerms(services),
    readReminderDays(services),
  ]);
  return { defaultTerms, remindAfterDays };
}

export type SaveEstimateSettingsResult =
  | { ok: true; settings: EstimateSettings }
  | { ok: false; field: 'defaultTerms' | 'remindAfterDays'; message: string };

/** Validates both fields as typed; nothing is stored when one is refused. */
export async function saveEstimateSettings(
  services: Db,
  fields: { defaultTerms: string; remindAfterDays: string },
): Promise<SaveEstimateSettingsResult> {
  const defaultTerms = fields.defaultTerms.trim();
  if (defaultTerms.length > limits.termsMax) {
    return { ok: false, field: 'defaultTerms', message: m.termsTooLong(limits.termsMax) };
  }
  const daysText = fields.remindAfterDays.trim();
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : Number.NaN;
  if (!(days >= 0 && days <= limits.remindAfterDaysMax)) {
    return {
      ok: false,
      field: 'remindAfterDays',
      message: m.remindInvalid(limits.remindAfterDaysMax),
    };
  }
  // Both or neither: one transaction.
  await services.db.transaction().execute(async (trx) => {
    await writeSetting({ db: trx }, estimateSettingsKey, JSON.stringify({ defaultTerms }));
    if (!(await writeReminderDays({ db: trx }, days))) throw new RangeError('reminder days');
  });
  return { ok: true, settings: { defaultTerms, remindAfterDays: days } };
}

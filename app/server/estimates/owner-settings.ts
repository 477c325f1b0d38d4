/**
 * The owner's estimate settings (issue 39) in admin_settings: default terms and the reminder
 * delay. One command saves them from the Settings tab's text fields.
 */
import {
  defaultEstimateSettings,
  estimateSettingsLimits as limits,
  type EstimateSettings,
} from '#app/lib/estimate-settings.ts';
import { estimateSettingsMessages as m } from '#app/lib/messages/price-book.ts';
import { readSetting, writeSetting } from '../db/settings.ts';
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

export const estimateSettingsKey = 'estimate_settings';

/** The saved settings, the defaults for any value never saved or unreadable. */
export async function getEstimateSettings(services: Db): Promise<EstimateSettings> {
  const stored = await readSetting(services, estimateSettingsKey);
  if (stored === null) return defaultEstimateSettings;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return defaultEstimateSettings;
  }
  const value = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const terms = value.defaultTerms;
  const days = value.remindAfterDays;
  return {
    defaultTerms:
      typeof terms === 'string' && terms.length <= limits.termsMax
        ? terms
        : defaultEstimateSettings.defaultTerms,
    remindAfterDays:
      typeof days === 'number' &&
      Number.isInteger(days) &&
      days >= 0 &&
      days <= limits.remindAfterDaysMax
        ? days
        : defaultEstimateSettings.remindAfterDays,
  };
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
  const settings: EstimateSettings = { defaultTerms, remindAfterDays: days };
  await writeSetting(services, estimateSettingsKey, JSON.stringify(settings));
  return { ok: true, settings };
}

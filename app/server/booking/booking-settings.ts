import {
  bookingSettingsSchema,
  defaultBookingSettings,
  type BookingSettings,
} from '#app/lib/booking.ts';
import { readSetting, writeSetting } from '../db/admin-settings.ts';
import type { AppServices } from '../services.ts';

type Db = Pick<AppServices, 'db'>;

/** admin_settings key of the owner's booking settings (JSON, bookingSettingsSchema). */
export const bookingSettingsKey = 'booking_settings';

/** The owner's booking settings; the defaults until saved (or if the stored value is unreadable). */
export async function getBookingSettings(services: Db): Promise<BookingSettings> {
  const stored = await readSetting(services, bookingSettingsKey);
  if (stored === null) return defaultBookingSettings;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return defaultBookingSettings;
  }
  const parsed = bookingSettingsSchema.safeParse(json);
  return parsed.success ? parsed.data : defaultBookingSettings;
}

export type SaveBookingSettingsResult =
  { ok: true; settings: BookingSettings } | { ok: false; issues: string[] };

/** Validates and stores the settings; nothing is stored when a value is out of bounds. */
export async function saveBookingSettings(
  services: Db,
  settings: unknown,
): Promise<SaveBookingSettingsResult> {
  const parsed = bookingSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((issue) => issue.path.join('.')) };
  }
  await writeSetting(services, bookingSettingsKey, JSON.stringify(parsed.data));
  return { ok: true, settings: parsed.data };
}

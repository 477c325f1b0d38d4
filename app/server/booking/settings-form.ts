import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { bookingLimits, weekdays } from '#app/lib/booking.ts';
import {
  bookingFormFields,
  readBookingSettingsForm,
  weekdayField,
} from '#app/lib/booking-settings-form.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { text } from '../admin-actions.ts';
import type { AppServices } from '../services.ts';
import { saveBookingSettings } from './booking-settings.ts';

/** The Settings tab's booking intent: every field a capped text (read by the form module). */
export const bookingSettingsFormSchema = z.object({
  ...Object.fromEntries(
    weekdays.map((day) => [weekdayField(day), text(bookingLimits.formFieldMax)]),
  ),
  ...Object.fromEntries(
    Object.values(bookingFormFields).map((name) => [name, text(bookingLimits.formFieldMax)]),
  ),
});

/**
 * Reads and saves the Settings tab's booking form. A field that is not even readable, or a value
 * the rules refuse (a window ending before it starts, windows overlapping, a number out of
 * bounds), is named with the settings' message; nothing is stored then.
 */
export async function saveBookingSettingsForm(
  services: Pick<AppServices, 'db'>,
  field: (name: string) => string,
): Promise<Omit<AdminActionResult, 'intent'>> {
  const read = readBookingSettingsForm(field);
  if (!read.ok) return { ok: false, message: unreadable(read.field), field: read.field };
  const saved = await saveBookingSettings(services, read.settings);
  if (!saved.ok) {
    return {
      ok: false,
      message: bookingMessages.settingsInvalid,
      field: fieldOfIssue(saved.issues),
    };
  }
  return { ok: true, message: bookingMessages.settingsSaved };
}

/** What to say of a field that cannot be read: the form it is written in. */
function unreadable(field: string): string {
  if (field === bookingFormFields.leadTimeMinutes) return bookingMessages.leadTimeFormat;
  if (weekdays.some((day) => weekdayField(day) === field)) return bookingMessages.windowsFormat;
  return bookingMessages.settingsInvalid;
}

/** The form field behind a schema issue path ("weekly.mon.1", "capacity", "leadTimeMinutes"). */
function fieldOfIssue(issues: readonly string[]): string | undefined {
  const [first = ''] = issues;
  const [head = '', day] = first.split('.');
  const weekday = weekdays.find((d) => d === day);
  if (head === 'weekly' && weekday) return weekdayField(weekday);
  if (Object.hasOwn(bookingFormFields, head)) {
    return bookingFormFields[head as keyof typeof bookingFormFields];
  }
  return head || undefined;
}

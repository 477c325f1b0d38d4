import { weekdays, type BookingSettings, type TimeRange, type Weekday } from './booking.ts';

/**
 * The Settings tab's booking form (issue 30) as text fields: one per weekday, its windows as
 * "08:00-10:00, 13:00-15:00" (empty: closed), then capacity, lead time (minutes) and horizon
 * (days). The form writes them with `bookingSettingsFields` and the action reads them back with
 * `readBookingSettingsForm`; the bounds are checked by `bookingSettingsSchema` on save.
 */

/** The form field of a weekday's windows. */
export const weekdayField = (day: Weekday) => `windows_${day}` as const;

export const bookingFormFields = {
  capacity: 'capacity',
  leadTimeMinutes: 'leadTimeMinutes',
  horizonDays: 'horizonDays',
} as const;

/** "08:00-10:00, 13:00-15:00". */
export function formatDayWindows(ranges: readonly TimeRange[]): string {
  return ranges.map((range) => `${range.start}-${range.end}`).join(', ');
}

const RANGE = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;

/** A day's windows from the text field, or null when a part is not "HH:MM-HH:MM". */
export function parseDayWindows(text: string): TimeRange[] | null {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    const [, h1 = '', m1 = '', h2 = '', m2 = ''] = match;
    ranges.push({ start: `${h1.padStart(2, '0')}:${m1}`, end: `${h2.padStart(2, '0')}:${m2}` });
  }
  return ranges;
}

/** Every field of the form, as the card fills them in. */
export function bookingSettingsFields(settings: BookingSettings): Record<string, string> {
  const fields: Record<string, string> = {
    [bookingFormFields.capacity]: String(settings.capacity),
    [bookingFormFields.leadTimeMinutes]: String(settings.leadTimeMinutes),
    [bookingFormFields.horizonDays]: String(settings.horizonDays),
  };
  for (const day of weekdays) fields[weekdayField(day)] = formatDayWindows(settings.weekly[day]);
  return fields;
}

/**
 * The settings the form posted, unchecked beyond their shape (the schema decides the bounds),
 * or the first field that is not even readable.
 */
export function readBookingSettingsForm(
  field: (name: string) => string,
): { ok: true; settings: BookingSettings } | { ok: false; field: string } {
  const weekly = {} as Record<Weekday, TimeRange[]>;
  for (const day of weekdays) {
    const ranges = parseDayWindows(field(weekdayField(day)));
    if (!ranges) return { ok: false, field: weekdayField(day) };
    weekly[day] = ranges;
  }
  const numbers = {} as Record<keyof typeof bookingFormFields, number>;
  for (const key of Object.keys(bookingFormFields) as (keyof typeof bookingFormFields)[]) {
    const text = field(bookingFormFields[key]).trim();
    const value = Number(text);
    if (text === '' || !Number.isInteger(value)) return { ok: false, field: key };
    numbers[key] = value;
  }
  return { ok: true, settings: { weekly, ...numbers } };
}

import { weekdays, type BookingSettings, type TimeRange, type Weekday } from './booking.ts';

/**
 * The Settings tab's booking form (issue 30) as text fields: one per weekday, its windows as
 * "8-10, 1-3" or "08:00-10:00, 13:00-15:00" (empty: closed), then capacity, lead time (hours,
 * "2" or "1:30") and horizon (days). The form writes them with `bookingSettingsFields` and the
 * action reads them back with `readBookingSettingsForm`; the bounds are checked by
 * `bookingSettingsSchema` on save. The lead time is stored in minutes as before.
 */

/** The form field of a weekday's windows. */
export const weekdayField = (day: Weekday) => `windows_${day}` as const;

export const bookingFormFields = {
  capacity: 'capacity',
  leadTimeMinutes: 'leadTimeHours',
  horizonDays: 'horizonDays',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** "08:00-10:00, 13:00-15:00": 24-hour, each hour two digits (read back as written). */
export function formatDayWindows(ranges: readonly TimeRange[]): string {
  return ranges.map((range) => `${range.start}-${range.end}`).join(', ');
}

interface TypedTime {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  /** "08:00", "06": a leading zero says the hour is a 24-hour one. */
  zeroPadded: boolean;
}

const TIME = /^(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m?\.?)?$/i;

function readTime(text: string): TypedTime | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const [, hour = '', minute = '00', meridiem] = match;
  return {
    hour: Number(hour),
    minute: Number(minute),
    meridiem: meridiem ? (meridiem.toLowerCase() === 'a' ? 'am' : 'pm') : null,
    zeroPadded: hour.length === 2 && hour.startsWith('0'),
  };
}

/** Minutes after midnight of a 12-hour time in the given half of the day (12 am is midnight). */
function twelveHour(time: TypedTime, meridiem: 'am' | 'pm'): number | null {
  if (time.hour < 1 || time.hour > 12) return null;
  return ((time.hour % 12) + (meridiem === 'pm' ? 12 : 0)) * 60 + time.minute;
}

/**
 * Minutes after midnight of a time typed without am/pm. A business day's rule: an hour from 1
 * to 6 is the afternoon (1 is 1 PM, so "8-12, 1-5" is 8 AM-noon and 1-5 PM), 7 to 12 is as
 * written (12 is noon); 0, 13 to 23 and an hour written with a leading zero ("06:00") are
 * 24-hour times.
 */
function bareTime(time: TypedTime): number | null {
  if (time.hour > 23) return null;
  const afternoon = !time.zeroPadded && time.hour >= 1 && time.hour <= 6;
  return (time.hour + (afternoon ? 12 : 0)) * 60 + time.minute;
}

const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * One window: both ends with am/pm as written; one end with it, the other end reads in the same
 * half of the day when that keeps the window in order ("9-11am", "1-5pm"), else in the other
 * ("10-2pm" is 10 AM-2 PM, "8am-5" ends at 5 PM); neither, the bare-hours rule above.
 */
function readRange(startText: string, endText: string): TimeRange | null {
  const start = readTime(startText);
  const end = readTime(endText);
  if (!start || !end) return null;
  let from: number | null;
  let to: number | null;
  if (start.meridiem && end.meridiem) {
    from = twelveHour(start, start.meridiem);
    to = twelveHour(end, end.meridiem);
  } else if (end.meridiem) {
    to = twelveHour(end, end.meridiem);
    const same = twelveHour(start, end.meridiem);
    const other = twelveHour(start, end.meridiem === 'am' ? 'pm' : 'am');
    from = same !== null && to !== null && same < to ? same : (other ?? bareTime(start));
  } else if (start.meridiem) {
    from = twelveHour(start, start.meridiem);
    const readings = [twelveHour(end, 'am'), twelveHour(end, 'pm')].filter(
      (m): m is number => m !== null,
    );
    to =
      end.zeroPadded || readings.length === 0
        ? bareTime(end)
        : (readings.find((m) => from !== null && m > from) ?? readings[0]!);
  } else {
    from = bareTime(start);
    to = bareTime(end);
  }
  if (from === null || to === null) return null;
  return { start: clockOf(from), end: clockOf(to) };
}

const RANGE = /^(.+?)\s*(?:-|\u2013|\u2014|\bto\b)\s*(.+)$/i;

/**
 * A day's windows from the text field ("8-12, 1-5", "8am-12pm", "08:00-10:00"; commas,
 * semicolons or lines between them), or null when a part cannot be read as a window.
 */
export function parseDayWindows(text: string): TimeRange[] | null {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    const range = match ? readRange(match[1] ?? '', match[2] ?? '') : null;
    if (!range) return null;
    ranges.push(range);
  }
  return ranges;
}

/** The lead time as the form shows it: whole hours ("2"), else hours and minutes ("1:30"). */
export function formatLeadTime(minutes: number): string {
  const rest = minutes % 60;
  return rest === 0 ? String(minutes / 60) : `${Math.floor(minutes / 60)}:${pad(rest)}`;
}

/**
 * The lead time in minutes from the form's hours: "2", "1.5", "1:30", "1h 30m", "90 min";
 * null when it cannot be read.
 */
export function parseLeadTime(text: string): number | null {
  const value = text.trim().toLowerCase();
  const decimal = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(value);
  if (decimal) return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60);
  const clock = /^(\d{1,4}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const words = /^(?:(\d{1,4})\s*h(?:ours?|rs?)?)?\s*(?:(\d{1,5})\s*m(?:in(?:utes?|s)?)?)?$/.exec(
    value,
  );
  if (words && (words[1] !== undefined || words[2] !== undefined)) {
    return Number(words[1] ?? 0) * 60 + Number(words[2] ?? 0);
  }
  return null;
}

/** Every field of the form, as the card fills them in. */
export function bookingSettingsFields(settings: BookingSettings): Record<string, string> {
  const fields: Record<string, string> = {
    [bookingFormFields.capacity]: String(settings.capacity),
    [bookingFormFields.leadTimeMinutes]: formatLeadTime(settings.leadTimeMinutes),
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
  const leadTimeMinutes = parseLeadTime(field(bookingFormFields.leadTimeMinutes));
  if (leadTimeMinutes === null) return { ok: false, field: bookingFormFields.leadTimeMinutes };
  const numbers = { capacity: 0, horizonDays: 0 };
  for (const key of ['capacity', 'horizonDays'] as const) {
    const text = field(bookingFormFields[key]).trim();
    const value = Number(text);
    if (text === '' || !Number.isInteger(value))
      return { ok: false, field: bookingFormFields[key] };
    numbers[key] = value;
  }
  return { ok: true, settings: { weekly, leadTimeMinutes, ...numbers } };
}

/**
 * Online booking (issue 30): the shapes the server answers with, the owner's settings and their
 * rules, and how windows are grouped for display. Isomorphic and small: the public picker
 * imports it, so it imports nothing from the server and only `zod/mini`.
 */
// First: it must run before any schema below is built.
import './zod-jitless.ts';
import * as z from 'zod/mini';
import { dayLabel, windowDate } from './booking-labels.ts';

// The labels live apart (no zod): the admin's lead card writes them without the schemas below.
export {
  clockLabel,
  dayLabel,
  visitLabel,
  windowClock,
  windowDate,
  windowLabel,
} from './booking-labels.ts';

/** The business's time zone: every window is offered and shown in it. */
export const bookingTimeZone = 'America/New_York';

/** One visit window; `start` and `end` are ISO 8601 with the local offset ("…-04:00"). */
export interface BookingWindow {
  start: string;
  end: string;
  available: boolean;
}

/** `adminRoutes.openWindows`: the windows with a free slot, for a lead card's Book and Move. */
export interface OpenWindowsAnswer {
  windows: BookingWindow[];
}

/**
 * Why `POST /api/leads` answered 409 (its body's `reason`): the window was taken, closed or
 * past meanwhile (`window-gone`: pick another), or the booking itself was refused (issue 37:
 * the contact holds its open visits, the client address booked its hour's visits, an
 * emergency is not booked). The browser says the server's message and resends nothing as if
 * the window were gone.
 */
export type BookingRefusalReason = 'window-gone' | 'contact' | 'address' | 'emergency';

export interface AvailabilityResponse {
  timeZone: 'America/New_York';
  windows: BookingWindow[];
}

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

export interface TimeRange {
  /** "HH:MM", 24-hour, local time. */
  start: string;
  end: string;
}

export interface BookingSettings {
  weekly: Record<Weekday, TimeRange[]>;
  /** Crews: how many visits one window takes. */
  capacity: number;
  /** How soon a window may be booked, in minutes from now. */
  leadTimeMinutes: number;
  /** How far ahead windows are offered, in days from today. */
  horizonDays: number;
}

/** Bounds of the owner's settings (also the admin form's). */
export const bookingLimits = {
  capacityMax: 20,
  leadTimeMinutesMax: 60 * 24 * 14,
  horizonDaysMax: 90,
  windowsPerDayMax: 12,
  /**
   * Longest text a field of the Settings tab's booking form may post, refused past it by the
   * server and stopped by the browser (a day of 12 windows is ~140 characters).
   */
  formFieldMax: 200,
  /** `GET /api/availability?days=N`. */
  availabilityDaysMax: 31,
  availabilityDaysDefault: 14,
} as const;

const workday: TimeRange[] = [
  { start: '08:00', end: '10:00' },
  { start: '10:00', end: '12:00' },
  { start: '13:00', end: '15:00' },
  { start: '15:00', end: '17:00' },
];

export const defaultBookingSettings: BookingSettings = {
  weekly: {
    mon: workday,
    tue: workday,
    wed: workday,
    thu: workday,
    fri: workday,
    sat: [{ start: '09:00', end: '12:00' }],
    sun: [],
  },
  capacity: 1,
  leadTimeMinutes: 120,
  horizonDays: 14,
};

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeRange = z
  .object({ start: z.string().check(z.regex(clock)), end: z.string().check(z.regex(clock)) })
  .check(
    z.refine((range) => range.start < range.end, { message: 'A window must end after it starts.' }),
  );

/** Windows of one day: in order and not overlapping. */
const dayWindows = z.array(timeRange).check(
  z.maxLength(bookingLimits.windowsPerDayMax),
  z.refine((ranges) => ranges.every((range, i) => i === 0 || ranges[i - 1]!.end <= range.start), {
    message: 'Windows of a day must be in order and not overlap.',
  }),
);

const wholeNumber = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max));

export const bookingSettingsSchema = z.object({
  weekly: z.object({
    mon: dayWindows,
    tue: dayWindows,
    wed: dayWindows,
    thu: dayWindows,
    fri: dayWindows,
    sat: dayWindows,
    sun: dayWindows,
  }),
  capacity: wholeNumber(1, bookingLimits.capacityMax),
  leadTimeMinutes: wholeNumber(0, bookingLimits.leadTimeMinutesMax),
  horizonDays: wholeNumber(1, bookingLimits.horizonDaysMax),
});

export interface BookingDay {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  /** "Sat, Mar 13". */
  label: string;
  windows: BookingWindow[];
}

/** Windows grouped by local day, days and windows in order (the picker and the no-JS page). */
export function groupWindowsByDay(windows: readonly BookingWindow[]): BookingDay[] {
  const days: BookingDay[] = [];
  for (const window of [...windows].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const date = windowDate(window);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: dayLabel(date), windows: [] };
      days.push(day);
    }
    day.windows.push(window);
  }
  return days;
}

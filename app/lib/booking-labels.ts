/**
 * A visit window's day and times as the site and the admin write them, from the window's own ISO
 * times (no Intl, no time-zone data). A module of its own: booking.ts carries the settings'
 * zod schemas, which a lead card's picker would otherwise load with the inbox (issue 37).
 */
import { clock12 } from './clock.ts';

/** A window's times (a `BookingWindow`'s): ISO 8601 with the local offset. */
interface Timed {
  start: string;
  end: string;
}

/** The local date ("2027-03-13") of a window's ISO start: its first ten characters. */
export function windowDate(window: Pick<Timed, 'start'>): string {
  return window.start.slice(0, 10);
}

/** The local clock time ("08:00") of an ISO time with offset. */
export function windowClock(iso: string): string {
  return iso.slice(11, 16);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Sat, Mar 13" (or "Saturday, Mar 13") for a local date "YYYY-MM-DD", as Intl's en-US weekday
 * and short month write it. Not through Intl: the first Intl object a page builds costs the
 * owner's settings and schedule screens a long task on a phone (issue 28), and the quote form's
 * booking step the same.
 */
export function dayLabel(date: string, weekday: 'short' | 'long' = 'short'): string {
  const day = new Date(`${date}T00:00:00Z`);
  const name = WEEKDAYS[day.getUTCDay()] ?? '';
  return `${weekday === 'long' ? name : name.slice(0, 3)}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "8:00 AM" from "08:00" (the footer's special hours read the same). */
export const clockLabel = clock12;

/** "8:00 AM - 10:00 AM" for a window, in its own (local) time. */
export function windowLabel(window: Timed): string {
  return `${clockLabel(windowClock(window.start))} - ${clockLabel(windowClock(window.end))}`;
}

/** "Sat, Mar 13, 8:00 AM - 10:00 AM". */
export function visitLabel(window: Timed): string {
  return `${dayLabel(windowDate(window))}, ${windowLabel(window)}`;
}

/**
 * Days and clock times where the business is: today's date and year in its zone (the footer, the
 * special hours' window, the structured data) and a time of day as the site writes it.
 */
import { dateDigits, zoneFormat } from './zone-format.ts';

/** One formatter per zone (zone-format.ts); en-CA formats as YYYY-MM-DD. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  return zoneFormat(
    'day',
    timeZone,
    (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, ...dateDigits }),
  );
}

/** Today's date ('YYYY-MM-DD') where the business is. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone).format(now);
}

/** The current year where the business is (the footer's copyright line). */
export function yearIn(timeZone: string, now: Date = new Date()): number {
  return Number(todayIn(timeZone, now).slice(0, 4));
}

/** "8:00 AM" from "08:00". */
export function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Special hours and closures by date (issue 15): which are coming up, how the footer shows them
 * and how the structured data states them. Pure functions; the entries come from app/content.
 */
import type { SpecialHours } from '../content/site-document.ts';
import type { HoursDisplay } from '../content/schema.ts';
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

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Entries from `today` through `today + days`, in date order. */
export function upcomingSpecialHours(
  entries: readonly SpecialHours[],
  today: string,
  days: number,
): SpecialHours[] {
  const last = addDays(today, days);
  return entries
    .filter((e) => e.date >= today && e.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** "8:00 AM" from "08:00". */
export function clock12(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const LINE_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** A footer line: { days: 'Thu, Nov 26 (Thanksgiving)', hours: 'Closed' }. */
export function specialHoursLine(entry: SpecialHours): HoursDisplay {
  const date = LINE_DATE.format(new Date(`${entry.date}T00:00:00Z`));
  const hours =
    entry.closed || entry.opens === undefined || entry.closes === undefined
      ? 'Closed'
      : `${clock12(entry.opens)} - ${clock12(entry.closes)}`;
  return { days: `${date} (${entry.label})`, hours };
}

/**
 * schema.org OpeningHoursSpecification for one date: a closure is opens = closes = "00:00"
 * (schema.org's way to say closed all day), valid from and through that date.
 */
export function specialHoursSpecification(entry: SpecialHours): Record<string, string> {
  const closed = entry.closed || entry.opens === undefined || entry.closes === undefined;
  return {
    '@type': 'OpeningHoursSpecification',
    opens: closed ? '00:00' : (entry.opens ?? '00:00'),
    closes: closed ? '00:00' : (entry.closes ?? '00:00'),
    validFrom: entry.date,
    validThrough: entry.date,
  };
}

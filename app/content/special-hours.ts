/**
 * Special hours and closures by date (issue 15): which are coming up, how the footer shows them
 * and how the structured data states them. Pure functions over the site document's entries.
 */
import { clock12 } from '../lib/clock.ts';
import type { HoursDisplay } from './schema.ts';
import type { SpecialHours } from './site-document.ts';

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

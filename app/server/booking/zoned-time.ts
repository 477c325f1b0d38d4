import { dateDigits, zoneFormat } from '#app/lib/zone-format.ts';

/**
 * Local wall-clock time in an IANA zone <-> UTC, with Intl alone (no tz library): the zone's
 * offset at an instant is read from Intl.DateTimeFormat, so DST follows the runtime's tz data.
 */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  const time = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
  return zoneFormat(
    'parts',
    timeZone,
    (zone) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        ...dateDigits,
        ...time,
      }),
  );
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year']!,
    month: parts['month']!,
    day: parts['day']!,
    hour: parts['hour']!,
    minute: parts['minute']!,
    second: parts['second']!,
  };
}

/** The zone's offset from UTC at `instant`, in minutes (New York in July: -240). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant of a local date ("2027-03-14") and time ("08:00") in the zone. A time skipped by
 * the spring change (02:30) is read with the offset before it (03:30 EDT); a repeated one (01:30
 * in November) is its first occurrence.
 */
export function zonedToUtc(date: string, time: string, timeZone: string): number {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const reads = (instant: number) => instant + offsetMinutes(instant, timeZone) * 60_000 === wall;
  const first = wall - offsetMinutes(wall, timeZone) * 60_000;
  if (reads(first)) return first;
  const second = wall - offsetMinutes(first, timeZone) * 60_000;
  return reads(second) ? second : first;
}

/** ISO 8601 with the zone's offset at that instant: "2027-03-15T08:00:00-04:00". */
export function toZonedIso(instant: number, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The local date ("YYYY-MM-DD") at `instant` in the zone. */
export function zonedDate(instant: number, timeZone: string): string {
  return toZonedIso(instant, timeZone).slice(0, 10);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const weekdayIndex = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** 'mon' … 'sun' of a calendar date. */
export function weekdayOf(date: string): (typeof weekdayIndex)[number] {
  return weekdayIndex[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

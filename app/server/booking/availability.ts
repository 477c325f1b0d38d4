import { bookingTimeZone, type BookingSettings, type BookingWindow } from '#app/lib/booking.ts';
import { MINUTE_MS } from '#app/lib/durations.ts';
import type { SiteContent } from '#app/content/live.ts';
import { openHoursOf, withinOpenHours, type OpenHours } from '#app/content/open-hours.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getBookingSettings } from './booking-settings.ts';
import { addDays, toZonedIso, weekdayOf, zonedDate, zonedToUtc } from './zoned-time.ts';

/** A window with its instants (UTC epoch ms), before it is answered as ISO strings. */
export interface WindowSlot {
  startMs: number;
  endMs: number;
}

export interface WindowRules {
  settings: BookingSettings;
  /** The published hours: no window is offered outside them (issue 37 item 4). */
  hours: OpenHours;
  now: number;
  /** Days asked for, from today (capped by the settings' horizon). */
  days: number;
}

/**
 * The windows the owner offers from today on, by the rules alone (no bookings): the booking
 * settings' weekly windows of each local day that lie wholly inside that day's published hours
 * (the weekly hours, or the date's special hours; none on a closed day or a holiday closure),
 * none that starts before now plus the lead time. Local times stay local across a DST change.
 */
export function offeredWindows(rules: WindowRules): WindowSlot[] {
  const { settings, now } = rules;
  const earliest = now + settings.leadTimeMinutes * MINUTE_MS;
  const today = zonedDate(now, bookingTimeZone);
  const days = Math.min(rules.days, settings.horizonDays);
  const windows: WindowSlot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    for (const range of settings.weekly[weekdayOf(date)]) {
      if (!withinOpenHours(date, range, rules.hours)) continue;
      const startMs = zonedToUtc(date, range.start, bookingTimeZone);
      if (startMs < earliest) continue;
      windows.push({ startMs, endMs: zonedToUtc(date, range.end, bookingTimeZone) });
    }
  }
  return windows.sort((a, b) => a.startMs - b.startMs);
}

/** Live bookings per window start, for the windows between `from` and `to` (inclusive). */
export async function bookedCounts(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('appointments')
    .select(['window_start', (eb) => eb.fn.countAll<number | string>().as('booked')])
    .where('status', '=', 'booked')
    .where('window_start', '>=', from)
    .where('window_start', '<=', to)
    .groupBy('window_start')
    .execute();
  return new Map(rows.map((row) => [Number(row.window_start), Number(row.booked)]));
}

export function toBookingWindow(slot: WindowSlot, available: boolean): BookingWindow {
  return {
    start: toZonedIso(slot.startMs, bookingTimeZone),
    end: toZonedIso(slot.endMs, bookingTimeZone),
    available,
  };
}

/**
 * `GET /api/availability`: the offered windows, in order, each marked available while it has
 * a free slot. The hours are the caller's content: the snapshot the request shows (the
 * published one).
 */
export async function listWindows(
  services: { db: Kysely<Database> },
  options: { now: number; days: number; content: Pick<SiteContent, 'business' | 'specialHours'> },
): Promise<BookingWindow[]> {
  const settings = await getBookingSettings(services);
  const { now, days, content } = options;
  const slots = offeredWindows({ settings, now, days, hours: openHoursOf(content) });
  if (slots.length === 0) return [];
  const counts = await bookedCounts(services.db, slots[0]!.startMs, slots.at(-1)!.startMs);
  return slots.map((slot) =>
    toBookingWindow(slot, (counts.get(slot.startMs) ?? 0) < settings.capacity),
  );
}

/**
 * An ISO 8601 date and time with its offset (`Z`, `-04:00`, `-0400`). Without one, Date.parse
 * reads the time in the host process's zone: the same post named another window on a server
 * in UTC than on one in New York.
 */
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The offered window that starts at `start` (an ISO time; any offset naming the same instant),
 * or undefined: unknown, closed, past or inside the lead time. Fullness is not checked here:
 * the database's unique slot decides that (appointments.ts).
 */
export function findOfferedWindow(
  start: string,
  rules: Omit<WindowRules, 'days'>,
): WindowSlot | undefined {
  const startMs = Date.parse(start);
  if (!isoInstant.test(start) || Number.isNaN(startMs)) return undefined;
  return offeredWindows({ ...rules, days: rules.settings.horizonDays }).find(
    (slot) => slot.startMs === startMs,
  );
}

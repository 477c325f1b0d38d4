import { describe, expect, it } from 'vitest';
import { defaultBusinessDocument } from '#app/content/business.ts';
import { openHoursOfDocument, type OpenHours } from '#app/content/open-hours.ts';
import type { SpecialHours } from '#app/content/site-document.ts';
import { defaultBookingSettings, type BookingSettings } from '#app/lib/booking.ts';
import { findOfferedWindow, offeredWindows, toBookingWindow } from './availability.ts';

const iso = (rules: Parameters<typeof offeredWindows>[0]) =>
  offeredWindows(rules).map((slot) => toBookingWindow(slot, true).start);

/** The shipped hours (Mon-Fri 8-6, Sat 9-2, Sunday closed) with these dated exceptions. */
const hoursWith = (special: SpecialHours[] = []): OpenHours =>
  openHoursOfDocument({ ...defaultBusinessDocument, specialHours: special });

const base = {
  settings: defaultBookingSettings,
  hours: hoursWith(),
};

describe('offered windows', () => {
  it('keeps local times across the spring DST change (2027-03-14)', () => {
    // Friday 2027-03-12, 09:00 EST.
    const now = Date.parse('2027-03-12T14:00:00Z');
    const starts = iso({ ...base, now, days: 4 });
    expect(starts).toEqual([
      // Friday: 08:00 is past, 10:00 is inside the 2-hour lead time.
      '2027-03-12T13:00:00-05:00',
      '2027-03-12T15:00:00-05:00',
      // Saturday before the change: EST.
      '2027-03-13T09:00:00-05:00',
      // Sunday: no windows. Monday after the change: EDT, same local times.
      '2027-03-15T08:00:00-04:00',
      '2027-03-15T10:00:00-04:00',
      '2027-03-15T13:00:00-04:00',
      '2027-03-15T15:00:00-04:00',
    ]);
    const windows = offeredWindows({ ...base, now, days: 4 });
    // 08:00 EDT is 12:00 UTC; 09:00 EST was 14:00 UTC.
    expect(new Date(windows[2]!.startMs).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(windows[3]!.startMs).toISOString()).toBe('2027-03-15T12:00:00.000Z');
    expect(windows[2]!.endMs - windows[2]!.startMs).toBe(3 * 3600_000);
  });

  it('keeps local times across the autumn change (2027-11-07)', () => {
    const now = Date.parse('2027-11-05T12:00:00Z');
    const starts = iso({ ...base, now, days: 4 }).filter((s) => s.includes('08:00:00'));
    expect(starts).toEqual(['2027-11-08T08:00:00-05:00']);
    expect(iso({ ...base, now, days: 2 })).toContain('2027-11-06T09:00:00-04:00');
  });

  it('closes every window of a holiday closure', () => {
    const now = Date.parse('2027-03-12T14:00:00Z');
    const closure = { date: '2027-03-15', closed: true, label: 'Storm day' };
    const starts = iso({ ...base, hours: hoursWith([closure]), now, days: 4 });
    expect(starts.some((s) => s.startsWith('2027-03-15'))).toBe(false);
    expect(starts.some((s) => s.startsWith('2027-03-13'))).toBe(true);
  });

  it('keeps only the windows inside special hours', () => {
    const now = Date.parse('2027-03-12T14:00:00Z');
    const short = {
      date: '2027-03-15',
      closed: false,
      opens: '08:00',
      closes: '12:00',
      label: 'Half day',
    };
    const starts = iso({ ...base, hours: hoursWith([short]), now, days: 4 });
    expect(starts.filter((s) => s.startsWith('2027-03-15'))).toEqual([
      '2027-03-15T08:00:00-04:00',
      '2027-03-15T10:00:00-04:00',
    ]);
  });

  it('offers no window outside the published weekly hours (a closed Saturday, a shorter day)', () => {
    const now = Date.parse('2027-03-12T14:00:00Z');
    const hours = defaultBusinessDocument.hours.map((day) =>
      day.day === 'Saturday'
        ? { ...day, closed: true }
        : day.day === 'Monday'
          ? { ...day, opens: '09:00', closes: '15:00' }
          : day,
    );
    const starts = iso({
      ...base,
      hours: openHoursOfDocument({ hours, specialHours: [] }),
      now,
      days: 5,
    });
    expect(starts.some((s) => s.startsWith('2027-03-13'))).toBe(false);
    // Monday 9-3: 08-10 starts before it, 15-17 ends after it; 13-15 fits, 10-12 fits.
    expect(starts.filter((s) => s.startsWith('2027-03-15'))).toEqual([
      '2027-03-15T10:00:00-04:00',
      '2027-03-15T13:00:00-04:00',
    ]);
    // Special hours win over the weekly ones: a Saturday opened by date offers its windows.
    const opened: SpecialHours = {
      date: '2027-03-13',
      closed: false,
      opens: '09:00',
      closes: '12:00',
      label: 'Open house',
    };
    const withOpening = iso({
      ...base,
      hours: openHoursOfDocument({ hours, specialHours: [opened] }),
      now,
      days: 5,
    });
    expect(withOpening.filter((s) => s.startsWith('2027-03-13'))).toEqual([
      '2027-03-13T09:00:00-05:00',
    ]);
  });

  it('offers nothing in the past or inside the lead time, nothing beyond the horizon', () => {
    const settings: BookingSettings = {
      ...defaultBookingSettings,
      leadTimeMinutes: 24 * 60,
      horizonDays: 3,
    };
    // Monday 2027-03-15 07:00 EDT.
    const now = Date.parse('2027-03-15T11:00:00Z');
    const windows = offeredWindows({ settings, hours: hoursWith(), now, days: 31 });
    expect(windows.every((w) => w.startMs >= now + 24 * 3600_000)).toBe(true);
    const starts = windows.map((w) => toBookingWindow(w, true).start);
    expect(starts[0]).toBe('2027-03-16T08:00:00-04:00');
    // Today plus two more days.
    expect(starts.at(-1)).toBe('2027-03-17T15:00:00-04:00');
  });

  it('finds a window by any spelling of its instant, and refuses anything else', () => {
    const now = Date.parse('2027-03-12T14:00:00Z');
    const rules = { ...base, now };
    expect(findOfferedWindow('2027-03-15T08:00:00-04:00', rules)?.startMs).toBe(
      Date.parse('2027-03-15T12:00:00Z'),
    );
    expect(findOfferedWindow('2027-03-15T12:00:00Z', rules)).toBeDefined();
    // Unknown (08:30), Sunday, past, inside the lead time, garbage.
    expect(findOfferedWindow('2027-03-15T08:30:00-04:00', rules)).toBeUndefined();
    expect(findOfferedWindow('2027-03-14T08:00:00-04:00', rules)).toBeUndefined();
    expect(findOfferedWindow('2027-03-11T08:00:00-05:00', rules)).toBeUndefined();
    expect(findOfferedWindow('2027-03-12T10:00:00-05:00', rules)).toBeUndefined();
    expect(findOfferedWindow('tomorrow', rules)).toBeUndefined();
  });

  it("names no window by a time without its offset, whatever the host's zone", () => {
    const rules = { ...base, now: Date.parse('2027-03-12T14:00:00Z') };
    const zone = process.env['TZ'];
    try {
      // Date.parse reads such a time in the process's zone: the same post booked 08:00 EDT on
      // a host in UTC as "12:00" and on a host in New York as "08:00".
      for (const [tz, local] of [
        ['UTC', '2027-03-15T12:00:00'],
        ['America/New_York', '2027-03-15T08:00:00'],
        ['America/New_York', '2027-03-15T08:00'],
      ] as const) {
        process.env['TZ'] = tz;
        expect(Date.parse(local), tz).toBe(Date.parse('2027-03-15T12:00:00Z'));
        expect(findOfferedWindow(local, rules), `${local} in ${tz}`).toBeUndefined();
      }
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
    expect(findOfferedWindow('2027-03-15T08:00:00.000-04:00', rules)).toBeDefined();
    expect(findOfferedWindow('2027-03-15T12:00Z', rules)).toBeDefined();
  });
});

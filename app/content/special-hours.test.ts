import { describe, expect, it } from 'vitest';
import { todayIn, yearIn } from '../lib/clock.ts';
import {
  specialHoursLine,
  specialHoursSpecification,
  upcomingSpecialHours,
} from './special-hours.ts';

const entries = [
  { date: '2026-12-25', closed: true, label: 'Christmas Day' },
  { date: '2026-11-20', closed: true, label: 'Past' },
  { date: '2026-11-27', closed: false, opens: '09:00', closes: '13:30', label: 'Black Friday' },
  { date: '2027-01-30', closed: true, label: 'Too far' },
];

describe('special hours', () => {
  it('keeps the entries from today through the window, in date order', () => {
    expect(upcomingSpecialHours(entries, '2026-11-23', 32).map((e) => e.label)).toEqual([
      'Black Friday',
      'Christmas Day',
    ]);
    // Dec 25 is 32 days after Nov 23: outside a 30-day window.
    expect(upcomingSpecialHours(entries, '2026-11-23', 30).map((e) => e.label)).toEqual([
      'Black Friday',
    ]);
    expect(upcomingSpecialHours(entries, '2026-11-27', 0).map((e) => e.label)).toEqual([
      'Black Friday',
    ]);
  });

  it('formats footer lines', () => {
    expect(specialHoursLine(entries[0]!)).toEqual({
      days: 'Fri, Dec 25 (Christmas Day)',
      hours: 'Closed',
    });
    expect(specialHoursLine(entries[2]!)).toEqual({
      days: 'Fri, Nov 27 (Black Friday)',
      hours: '9:00 AM - 1:30 PM',
    });
  });

  it('states closures as 00:00-00:00 valid for the one date (schema.org)', () => {
    expect(specialHoursSpecification(entries[0]!)).toEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    });
    expect(specialHoursSpecification(entries[2]!)).toMatchObject({
      opens: '09:00',
      closes: '13:30',
    });
  });

  it("takes today's date where the business is", () => {
    // 03:00 UTC on Nov 24 is still Nov 23 in New York.
    expect(todayIn('America/New_York', new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
  });

  it('keeps one formatter per time zone, not one for all (the formatters are cached)', () => {
    const instant = new Date('2026-11-24T03:00:00Z');
    // Each zone again after the other: a cache keyed on anything less than the zone would
    // answer the second with the first one's date.
    for (let round = 0; round < 2; round++) {
      expect(todayIn('America/New_York', instant)).toBe('2026-11-23');
      expect(todayIn('Europe/Berlin', instant)).toBe('2026-11-24');
      expect(todayIn('Pacific/Honolulu', instant)).toBe('2026-11-23');
    }
    expect(() => todayIn('Not/A_Zone', instant)).toThrow(RangeError);
  });

  it("takes the year where the business is (the copyright line's)", () => {
    // 02:00 UTC on Jan 1 is still New Year's Eve in Charlotte.
    const instant = new Date('2027-01-01T02:00:00Z');
    expect(yearIn('America/New_York', instant)).toBe(2026);
    expect(yearIn('UTC', instant)).toBe(2027);
  });
});

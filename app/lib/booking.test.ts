import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  bookingSettingsSchema,
  defaultBookingSettings,
  groupWindowsByDay,
  visitLabel,
} from './booking.ts';

describe('booking settings', () => {
  it('defaults to the issue: Mon-Fri four windows, Sat 9-12, 1 crew, 2 hours, 14 days', () => {
    expect(bookingSettingsSchema.safeParse(defaultBookingSettings).success).toBe(true);
    expect(defaultBookingSettings.weekly.mon.map((w) => `${w.start}-${w.end}`)).toEqual([
      '08:00-10:00',
      '10:00-12:00',
      '13:00-15:00',
      '15:00-17:00',
    ]);
    expect(defaultBookingSettings.weekly.sat).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(defaultBookingSettings.weekly.sun).toEqual([]);
    expect(defaultBookingSettings).toMatchObject({
      capacity: 1,
      leadTimeMinutes: 120,
      horizonDays: 14,
    });
  });

  it('refuses a window ending before it starts, overlapping windows and out-of-range numbers', () => {
    const with_ = (patch: object) =>
      bookingSettingsSchema.safeParse({ ...defaultBookingSettings, ...patch }).success;
    const weekly = (mon: object[]) => ({ weekly: { ...defaultBookingSettings.weekly, mon } });
    expect(with_(weekly([{ start: '10:00', end: '09:00' }]))).toBe(false);
    expect(
      with_(
        weekly([
          { start: '08:00', end: '10:00' },
          { start: '09:00', end: '11:00' },
        ]),
      ),
    ).toBe(false);
    expect(with_(weekly([{ start: '8:00', end: '10:00' }]))).toBe(false);
    expect(with_({ capacity: 0 })).toBe(false);
    expect(with_({ capacity: 1.5 })).toBe(false);
    expect(with_({ horizonDays: 0 })).toBe(false);
    expect(with_({ leadTimeMinutes: -1 })).toBe(false);
    expect(with_({ capacity: 3, leadTimeMinutes: 0, horizonDays: 30 })).toBe(true);
  });
});

describe('grouping windows by local day', () => {
  it('groups by the local date of the ISO start, in order, with readable labels', () => {
    const days = groupWindowsByDay([
      { start: '2027-03-15T08:00:00-04:00', end: '2027-03-15T10:00:00-04:00', available: true },
      { start: '2027-03-13T09:00:00-05:00', end: '2027-03-13T12:00:00-05:00', available: false },
      { start: '2027-03-15T13:00:00-04:00', end: '2027-03-15T15:00:00-04:00', available: true },
    ]);
    expect(days.map((d) => [d.date, d.label, d.windows.length])).toEqual([
      ['2027-03-13', 'Sat, Mar 13', 1],
      ['2027-03-15', 'Mon, Mar 15', 2],
    ]);
    expect(visitLabel(days[1]!.windows[1]!)).toBe('Mon, Mar 15, 1:00 PM - 3:00 PM');
  });
});

describe('day labels', () => {
  const intl = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const long = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
  it('write every day of two years as Intl does ("Sat, Mar 13", "Saturday, Mar 13")', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 731; i++) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const midnight = new Date(`${date}T00:00:00Z`);
      expect(dayLabel(date)).toBe(intl.format(midnight));
      expect(dayLabel(date, 'long')).toBe(long.format(midnight));
    }
  });
});

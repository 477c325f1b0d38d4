import { describe, expect, it } from 'vitest';
import { bookingSettingsSchema, defaultBookingSettings } from './booking.ts';
import {
  bookingFormFields,
  bookingSettingsFields,
  formatLeadTime,
  parseDayWindows,
  parseLeadTime,
  readBookingSettingsForm,
  weekdayField,
} from './booking-settings-form.ts';

describe('the booking settings form', () => {
  it('writes the defaults as text and reads them back unchanged', () => {
    const fields = bookingSettingsFields(defaultBookingSettings);
    expect(fields[weekdayField('mon')]).toBe('08:00-10:00, 10:00-12:00, 13:00-15:00, 15:00-17:00');
    expect(fields[weekdayField('sun')]).toBe('');
    const read = readBookingSettingsForm((name) => fields[name] ?? '');
    expect(read).toEqual({ ok: true, settings: defaultBookingSettings });
  });

  it('reads a day as the owner may type it, and an empty day as closed', () => {
    expect(parseDayWindows(' 8:00 - 10:30 ;13:00-15:00\n')).toEqual([
      { start: '08:00', end: '10:30' },
      { start: '13:00', end: '15:00' },
    ]);
    expect(parseDayWindows('')).toEqual([]);
  });

  it('reads bare hours as a business day: 1 to 6 without am/pm is the afternoon', () => {
    expect(parseDayWindows('8-12, 1-5')).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(parseDayWindows('8-10, 10-12, 12-2, 2:30-4:30')).toEqual([
      { start: '08:00', end: '10:00' },
      { start: '10:00', end: '12:00' },
      { start: '12:00', end: '14:00' },
      { start: '14:30', end: '16:30' },
    ]);
    // 24-hour times, and a leading zero, are read as written.
    expect(parseDayWindows('13-15, 06:00-07:30')).toEqual([
      { start: '13:00', end: '15:00' },
      { start: '06:00', end: '07:30' },
    ]);
  });

  it('reads am/pm on either end, one end lending it to the other when that keeps the order', () => {
    expect(parseDayWindows('8am-12pm')).toEqual([{ start: '08:00', end: '12:00' }]);
    expect(parseDayWindows('8:30 AM - 12:15 P.M.')).toEqual([{ start: '08:30', end: '12:15' }]);
    expect(parseDayWindows('9-11am, 1-5pm')).toEqual([
      { start: '09:00', end: '11:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(parseDayWindows('10-2pm')).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(parseDayWindows('8am-12, 1pm-5')).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(parseDayWindows('8am to 10am; 12am-1am')).toEqual([
      { start: '08:00', end: '10:00' },
      { start: '00:00', end: '01:00' },
    ]);
  });

  it('takes "8-12, 1-5" and "8am-12pm" as settings the rules accept (issue 37)', () => {
    const fields = { ...bookingSettingsFields(defaultBookingSettings) };
    fields[weekdayField('mon')] = '8-12, 1-5';
    fields[weekdayField('tue')] = '8am-12pm';
    const read = readBookingSettingsForm((name) => fields[name] ?? '');
    expect(read.ok).toBe(true);
    if (read.ok) expect(bookingSettingsSchema.safeParse(read.settings).success).toBe(true);
  });

  it('refuses what it cannot read as a window', () => {
    for (const text of ['mornings', '8', '8-', '25-26', '13pm-2pm', '8:75-9', '8-12 1-5']) {
      expect(parseDayWindows(text), text).toBeNull();
    }
  });

  it('asks the lead time in hours and stores minutes', () => {
    expect(formatLeadTime(120)).toBe('2');
    expect(formatLeadTime(90)).toBe('1:30');
    expect(formatLeadTime(0)).toBe('0');
    expect(parseLeadTime('2')).toBe(120);
    expect(parseLeadTime('1.5')).toBe(90);
    expect(parseLeadTime('1,25')).toBe(75);
    expect(parseLeadTime('1:30')).toBe(90);
    expect(parseLeadTime('1h 30m')).toBe(90);
    expect(parseLeadTime('2 hours')).toBe(120);
    expect(parseLeadTime('45 min')).toBe(45);
    for (const text of ['', 'soon', '-1', '1:75', '2 days']) {
      expect(parseLeadTime(text), text).toBeNull();
    }
    const fields = { ...bookingSettingsFields(defaultBookingSettings) };
    expect(fields[bookingFormFields.leadTimeMinutes]).toBe('2');
    fields[bookingFormFields.leadTimeMinutes] = '1:45';
    const read = readBookingSettingsForm((name) => fields[name] ?? '');
    expect(read.ok && read.settings.leadTimeMinutes).toBe(105);
  });

  it('names the first field it cannot read', () => {
    const fields = { ...bookingSettingsFields(defaultBookingSettings) };
    fields[weekdayField('tue')] = 'mornings';
    expect(readBookingSettingsForm((name) => fields[name] ?? '')).toEqual({
      ok: false,
      field: weekdayField('tue'),
    });
    fields[weekdayField('tue')] = '';
    fields.capacity = '1.5';
    expect(readBookingSettingsForm((name) => fields[name] ?? '')).toEqual({
      ok: false,
      field: 'capacity',
    });
  });

  it('leaves the bounds to the schema: a window ending before it starts is readable but refused', () => {
    const fields = { ...bookingSettingsFields(defaultBookingSettings) };
    fields[weekdayField('sat')] = '12:00-09:00';
    const read = readBookingSettingsForm((name) => fields[name] ?? '');
    expect(read.ok).toBe(true);
    if (read.ok) expect(bookingSettingsSchema.safeParse(read.settings).success).toBe(false);
  });
});

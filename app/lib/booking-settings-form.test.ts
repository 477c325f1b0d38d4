import { describe, expect, it } from 'vitest';
import { bookingSettingsSchema, defaultBookingSettings } from './booking.ts';
import {
  bookingSettingsFields,
  parseDayWindows,
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

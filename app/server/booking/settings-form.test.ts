import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLimits, defaultBookingSettings } from '#app/lib/booking.ts';
import {
  bookingFormFields,
  bookingSettingsFields,
  weekdayField,
} from '#app/lib/booking-settings-form.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { bookingSettingsFormSchema, saveBookingSettingsForm } from './settings-form.ts';
import { getBookingSettings } from './booking-settings.ts';

/** The Settings tab's booking form read and saved over a real SQLite database (issue 37). */
describe('saving the booking settings form', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-booking-form-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const save = (edit: Record<string, string>) => {
    const fields = { ...bookingSettingsFields(defaultBookingSettings), ...edit };
    return saveBookingSettingsForm({ db: database.db }, (name) => fields[name] ?? '');
  };

  it('stores "8-12, 1-5", "8am-12pm" and a lead time in hours', async () => {
    const answer = await save({
      [weekdayField('mon')]: '8-12, 1-5',
      [weekdayField('sat')]: '8am-12pm',
      [bookingFormFields.leadTimeMinutes]: '1:30',
    });
    expect(answer).toEqual({ ok: true, message: bookingMessages.settingsSaved });
    const stored = await getBookingSettings({ db: database.db });
    expect(stored.weekly.mon).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(stored.weekly.sat).toEqual([{ start: '08:00', end: '12:00' }]);
    expect(stored.leadTimeMinutes).toBe(90);
  });

  it('says the format of a field it cannot read, on that field', async () => {
    expect(await save({ [weekdayField('tue')]: 'mornings' })).toEqual({
      ok: false,
      message: bookingMessages.windowsFormat,
      field: weekdayField('tue'),
    });
    expect(await save({ [bookingFormFields.leadTimeMinutes]: 'soon' })).toEqual({
      ok: false,
      message: bookingMessages.leadTimeFormat,
      field: bookingFormFields.leadTimeMinutes,
    });
  });

  it('marks the lead time field when the rules refuse its value', async () => {
    const answer = await save({ [bookingFormFields.leadTimeMinutes]: '400' });
    expect(answer).toMatchObject({ ok: false, field: bookingFormFields.leadTimeMinutes });
  });
});

/** The cap the browser's fields carry (booking-settings-card.tsx) is the one the schema keeps. */
describe('the booking form schema', () => {
  it('takes a field up to bookingLimits.formFieldMax characters and refuses one more', () => {
    const form = (day: string) => ({
      ...bookingSettingsFields(defaultBookingSettings),
      [weekdayField('mon')]: day,
    });
    const atCap = bookingSettingsFormSchema.safeParse(form('8'.repeat(bookingLimits.formFieldMax)));
    expect(atCap.success).toBe(true);
    const over = bookingSettingsFormSchema.safeParse(
      form('8'.repeat(bookingLimits.formFieldMax + 1)),
    );
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.path).toEqual([weekdayField('mon')]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEstimateSettings } from '#app/lib/estimate-settings.ts';
import { estimateSettingsMessages, priceBookMessages } from '#app/lib/messages/price-book.ts';
import { priceBookLimits } from '#app/lib/price-book-rules.ts';
import { checkPostgres, dropSchema, POSTGRES_URL, uniqueSchema } from '#tests/support/postgres.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensurePgSchema, openDatabase, type DatabaseHandle } from '../db/open.ts';
import { getEstimateSettings, saveEstimateSettings } from '../estimates/owner-settings.ts';
import { listPriceBook, removePriceBookItem, savePriceBookItem } from './price-book-commands.ts';

const dialects = (await checkPostgres())
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);

/** The price book and the estimate settings over a real database of each dialect (issue 39). */
describe.each(dialects)('the price book on %s', (dialect) => {
  let database: DatabaseHandle;
  let dir: string;
  const schema = uniqueSchema();
  const services = () => ({ db: database.db });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-price-book-'));
    if (dialect === 'postgres') {
      await ensurePgSchema(POSTGRES_URL, schema);
      database = openDatabase({ databaseUrl: POSTGRES_URL, dataDir: dir, pgSchema: schema });
    } else {
      database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    }
    await migrateToLatest(database.db as never, dialect);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropSchema(schema);
  });

  it('starts seeded with the usual garage-door lines, in cents', async () => {
    const items = await listPriceBook(services());
    expect(items.length).toBeGreaterThanOrEqual(10);
    const springs = items.find((item) => item.description.startsWith('Torsion springs'));
    expect(springs?.unitPriceCents).toBe(24_500);
    expect(items.every((item) => Number.isInteger(item.unitPriceCents))).toBe(true);
  });

  it('adds an item last, with the typed dollars in cents', async () => {
    const added = await savePriceBookItem(services(), null, {
      description: '  Keypad, wireless  ',
      price: '$1,049.5',
    });
    expect(added).toEqual({
      ok: true,
      item: { id: expect.any(Number), description: 'Keypad, wireless', unitPriceCents: 104_950 },
    });
    const items = await listPriceBook(services());
    expect(items.at(-1)).toEqual(added.ok ? added.item : undefined);
  });

  it('refuses a bad price or an empty description, on its field, and stores nothing', async () => {
    const before = await listPriceBook(services());
    for (const price of ['-3', '1.999', 'abc', '']) {
      expect(await savePriceBookItem(services(), null, { description: 'Hinge', price })).toEqual({
        ok: false,
        reason: 'invalid',
        fieldErrors: { price: priceBookMessages.price },
      });
    }
    expect(
      await savePriceBookItem(services(), null, { description: '   ', price: '10' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { description: priceBookMessages.description(priceBookLimits.descriptionMax) },
    });
    expect(
      await savePriceBookItem(services(), null, { description: 'Gold door', price: '100000.01' }),
    ).toMatchObject({ ok: false, fieldErrors: { price: expect.stringContaining('$100,000.00') } });
    expect(await listPriceBook(services())).toEqual(before);
  });

  it('updates an item, and says so when it was removed meanwhile', async () => {
    const [first] = await listPriceBook(services());
    const updated = await savePriceBookItem(services(), first!.id, {
      description: 'Service call',
      price: '95',
    });
    expect(updated).toEqual({
      ok: true,
      item: { id: first!.id, description: 'Service call', unitPriceCents: 9_500 },
    });
    expect((await listPriceBook(services()))[0]).toEqual(updated.ok ? updated.item : undefined);
    expect(await removePriceBookItem(services(), first!.id)).toBe(true);
    expect(await removePriceBookItem(services(), first!.id)).toBe(false);
    expect(
      await savePriceBookItem(services(), first!.id, { description: 'Again', price: '1' }),
    ).toEqual({ ok: false, reason: 'not-found', message: priceBookMessages.notFound });
    expect((await listPriceBook(services())).some((item) => item.id === first!.id)).toBe(false);
  });

  it('refuses an item past the cap, and nothing is added', async () => {
    const count = (await listPriceBook(services())).length;
    for (let i = count; i < priceBookLimits.maxItems; i += 1) {
      const added = await savePriceBookItem(services(), null, {
        description: `Part ${i}`,
        price: '1',
      });
      expect(added.ok).toBe(true);
    }
    expect(
      await savePriceBookItem(services(), null, { description: 'One more', price: '1' }),
    ).toEqual({
      ok: false,
      reason: 'full',
      message: priceBookMessages.full(priceBookLimits.maxItems),
    });
    expect(await listPriceBook(services())).toHaveLength(priceBookLimits.maxItems);
  });

  it('keeps the estimate settings: defaults first, then what the owner saved', async () => {
    expect(await getEstimateSettings(services())).toEqual(defaultEstimateSettings);
    expect(
      await saveEstimateSettings(services(), { defaultTerms: ' Net 30. ', remindAfterDays: '5' }),
    ).toEqual({ ok: true, settings: { defaultTerms: 'Net 30.', remindAfterDays: 5 } });
    for (const remindAfterDays of ['-1', '61', '2.5', 'soon']) {
      expect(
        await saveEstimateSettings(services(), { defaultTerms: 'Other', remindAfterDays }),
      ).toEqual({
        ok: false,
        field: 'remindAfterDays',
        message: estimateSettingsMessages.remindInvalid(60),
      });
    }
    expect(await getEstimateSettings(services())).toEqual({
      defaultTerms: 'Net 30.',
      remindAfterDays: 5,
    });
  });
});

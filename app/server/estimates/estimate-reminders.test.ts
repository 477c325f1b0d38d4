import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultBusiness } from '#app/content/business.ts';
import { checkPostgres, dropSchema, POSTGRES_URL, uniqueSchema } from '#tests/support/postgres.ts';
import type { AppConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { ensurePgSchema, openDatabase, type DatabaseHandle } from '../db/open.ts';
import type { AppServices } from '../services.ts';
import { declineEstimate, viewEstimate } from './customer-answer.ts';
import { findByToken } from './estimate-token.ts';
import { expireDueEstimates } from './expire.ts';
import { saveEstimate, sendEstimate, voidEstimate } from './owner-commands.ts';
import { saveEstimateSettings } from './owner-settings.ts';
import { queueEstimateReminders } from './estimate-jobs.ts';

const dialects = (await checkPostgres())
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2027, 2, 1, 15);
const config = {
  publicOrigin: 'https://garage.example.com',
  MAIL_FROM: undefined,
} as unknown as AppConfig;
const body = (expiresInDays = 30) => ({
  options: [
    { title: 'Good', items: [{ description: 'Springs', quantity: 1, unitPriceCents: 24_500 }] },
  ],
  expiresInDays,
});
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The one follow-up reminder of an unanswered estimate (issue 39), on both databases: the
 * estimate job's run (./estimate-jobs.ts) with the delay the Settings tab saves.
 */
describe.each(dialects)('estimate reminders on %s', (dialect) => {
  let database: DatabaseHandle;
  let dir: string;
  let schema: string;
  let services: Pick<AppServices, 'db' | 'config' | 'content'>;
  let leadId = 0;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-reminders-'));
    schema = uniqueSchema();
    if (dialect === 'postgres') {
      await ensurePgSchema(POSTGRES_URL, schema);
      database = openDatabase({ databaseUrl: POSTGRES_URL, dataDir: dir, pgSchema: schema });
    } else {
      database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    }
    await migrateToLatest(database.db as never, dialect);
    services = {
      db: database.db,
      config,
      content: { current: () => ({ version: 1, content: { business: defaultBusiness } }) },
    } as unknown as Pick<AppServices, 'db' | 'config' | 'content'>;
    const inserted = await sql<{ id: number }>`insert into contact_submissions (name, email,
        phone, service, status, priority, channel, request_fingerprint, created_at, updated_at)
      values ('Pat Doe', 'pat@example.com', '7045550100', 'repair', 'new', 'normal', 'api',
        'fp-reminders', ${T0}, ${T0}) returning id`.execute(database.db);
    leadId = Number(inserted.rows[0]!.id);
  });
  afterEach(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropSchema(schema);
  });

  async function sentEstimate(expiresInDays = 30, at = T0) {
    const created = await saveEstimate(services, { leadId }, body(expiresInDays), at);
    if (created.kind !== 'ok') throw new Error(created.kind);
    const sent = await sendEstimate(services, defaultBusiness, created.estimate.id, at);
    if (sent.kind !== 'ok') throw new Error(sent.kind);
    return { id: created.estimate.id, url: sent.url };
  }

  /** One run of the estimate job: expiry first, then the reminders due. */
  const runEstimateReminders = async (
    svc: Pick<AppServices, 'db' | 'config' | 'content'>,
    now: number,
  ): Promise<number> => {
    await expireDueEstimates(svc.db, now);
    return queueEstimateReminders(svc, defaultBusiness, now);
  };

  const reminders = () =>
    database.db
      .selectFrom('outbox')
      .select(['estimate_id', 'to_address', 'text_body'])
      .where('kind', '=', 'estimate_reminder')
      .execute();

  it('sends one reminder N days after the send, with a link that opens it beside the first', async () => {
    const { id, url } = await sentEstimate();
    expect(await runEstimateReminders(services, T0 + 3 * DAY - 1)).toBe(0);
    expect(await reminders()).toEqual([]);
    expect(await runEstimateReminders(services, T0 + 3 * DAY)).toBe(1);
    const [mail] = await reminders();
    expect(mail).toMatchObject({ estimate_id: id, to_address: 'pat@example.com' });
    const link = /https:\/\/garage\.example\.com\/estimate\/[\w-]+/.exec(mail!.text_body)?.[0];
    expect(link).toBeDefined();
    expect(link).not.toBe(url);
    // The first e-mail's link and the reminder's both open the estimate.
    expect((await findByToken(database.db, tokenOf(link!), T0 + 3 * DAY))?.id).toBe(id);
    expect((await findByToken(database.db, tokenOf(url), T0 + 3 * DAY))?.id).toBe(id);
    // Once only, however often the job runs.
    expect(await runEstimateReminders(services, T0 + 10 * DAY)).toBe(0);
    expect(await reminders()).toHaveLength(1);
    // A new send replaces both links; the new offer may be reminded of again.
    const resent = await sendEstimate(services, defaultBusiness, id, T0 + 11 * DAY);
    expect(resent.kind).toBe('ok');
    expect(await findByToken(database.db, tokenOf(link!), T0 + 11 * DAY)).toBeUndefined();
    expect(await runEstimateReminders(services, T0 + 14 * DAY)).toBe(1);
  });

  it('reminds of an estimate opened but not decided', async () => {
    const { url } = await sentEstimate();
    await viewEstimate(services, tokenOf(url), T0 + DAY);
    expect(await runEstimateReminders(services, T0 + 4 * DAY)).toBe(1);
  });

  it('sends none once declined, voided or expired', async () => {
    const declined = await sentEstimate();
    expect(
      (await declineEstimate(services, tokenOf(declined.url), { reason: 'Too much' }, T0 + DAY))
        .kind,
    ).toBe('declined');
    const voided = await sentEstimate();
    expect((await voidEstimate(services, voided.id, T0 + DAY)).kind).toBe('ok');
    // Expires after 2 days, before the 3-day reminder.
    const expired = await sentEstimate(2);
    expect(await runEstimateReminders(services, T0 + 5 * DAY)).toBe(0);
    expect(await reminders()).toEqual([]);
    const status = await database.db
      .selectFrom('estimates')
      .select('status')
      .where('id', '=', expired.id)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('expired');
  });

  it('sends none when the owner set the delay to 0, and the delay is the saved one', async () => {
    await sentEstimate();
    await saveEstimateSettings(services, { defaultTerms: '', remindAfterDays: '0' });
    expect(await runEstimateReminders(services, T0 + 20 * DAY)).toBe(0);
    await saveEstimateSettings(services, { defaultTerms: '', remindAfterDays: '7' });
    expect(await runEstimateReminders(services, T0 + 7 * DAY - 1)).toBe(0);
    expect(await runEstimateReminders(services, T0 + 7 * DAY)).toBe(1);
  });

  it('queues one reminder when two instances run at once', async () => {
    await sentEstimate();
    const runs = await Promise.all([
      runEstimateReminders(services, T0 + 4 * DAY),
      runEstimateReminders(services, T0 + 4 * DAY),
    ]);
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    expect(await reminders()).toHaveLength(1);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusiness } from '#app/content/business.ts';
import type { ContentSnapshot } from '#app/content/live.ts';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { lostReasonMax } from '#app/lib/limits.ts';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import type { IntentContext } from '#app/server/admin-actions.ts';
import type { AppConfig } from '#app/server/config.ts';
import { parseLeadUpdate } from '#app/server/dashboard/lead-update.ts';
import { migrateToLatest } from '#app/server/db/migrate.ts';
import { ensurePgSchema, openDatabase, type DatabaseHandle } from '#app/server/db/open.ts';
import { estimatesAwaitingAnswer, leadEstimatesView } from '#app/server/estimates/admin-view.ts';
import type { AppServices } from '#app/server/services.ts';
import { checkPostgres, dropSchema, POSTGRES_URL, uniqueSchema } from '#tests/support/postgres.ts';
import {
  depositReceivedIntent,
  duplicateEstimateIntent,
  leadLostIntent,
  saveEstimateIntent,
  sendEstimateIntent,
  voidEstimateIntent,
} from './estimate-intents.server.ts';

const dialects = (await checkPostgres())
  ? (['sqlite', 'postgres'] as const)
  : (['sqlite'] as const);
const config = {
  publicOrigin: 'https://garage.example.com',
  MAIL_FROM: undefined,
} as unknown as AppConfig;
const good = {
  options: [
    { title: 'Good', items: [{ description: 'Springs', quantity: 1, unitPriceCents: 24_500 }] },
  ],
  taxRatePercent: 7.25,
  depositPercent: 10,
};

/**
 * The lead card's estimate intents (issue 39) over a real database of each dialect: thin
 * adapters whose answers are the commands' results, and whose refusals store nothing.
 */
describe.each(dialects)('the lead card estimate intents on %s', (dialect) => {
  let database: DatabaseHandle;
  let dir: string;
  const schema = uniqueSchema();
  let leadId = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-estimate-intents-'));
    if (dialect === 'postgres') {
      await ensurePgSchema(POSTGRES_URL, schema);
      database = openDatabase({ databaseUrl: POSTGRES_URL, dataDir: dir, pgSchema: schema });
    } else {
      database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    }
    await migrateToLatest(database.db as never, dialect);
    const now = Date.now();
    const inserted = await sql<{ id: number }>`insert into contact_submissions (name, email,
        phone, service, status, priority, channel, request_fingerprint, created_at, updated_at)
      values ('Pat Doe', 'pat@example.com', '7045550100', 'repair', 'new', 'normal', 'api',
        'fp-intents', ${now}, ${now}) returning id`.execute(database.db);
    leadId = Number(inserted.rows[0]!.id);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropSchema(schema);
  });

  const ctx = (intent: string): IntentContext => ({
    services: { db: database.db, config } as unknown as AppServices,
    admin: { userId: 1, email: 'owner@example.com', sessionId: 's' },
    request: new Request('http://localhost/admin/submissions', { method: 'POST' }),
    meta: { ip: '127.0.0.1', userAgent: 'test' },
    content: { version: 1, content: { business: defaultBusiness } } as unknown as ContentSnapshot,
    intent,
    fail: (message) => ({ intent, ok: false, message: message ?? 'failed' }),
  });
  const run = async (
    handler: { run: (raw: Record<string, string>, c: IntentContext) => Promise<unknown> },
    name: string,
    raw: Record<string, string>,
  ) => (await handler.run(raw, ctx(name))) as AdminActionResult & Record<string, unknown>;
  const estimates = () => leadEstimatesView({ db: database.db }, leadId);

  it('refuses a bad body by the dotted paths, and stores nothing', async () => {
    const bad = {
      options: [
        { title: 'Good', items: [{ description: 'Springs', quantity: 0, unitPriceCents: 1.5 }] },
      ],
    };
    const answer = await run(saveEstimateIntent, 'estimate-save', {
      id: String(leadId),
      body: JSON.stringify(bad),
    });
    expect(answer).toMatchObject({
      ok: false,
      message: estimateMessages.invalid,
      fieldErrors: {
        'options.0.items.0.quantity': estimateMessages.quantity,
        'options.0.items.0.unitPriceCents': estimateMessages.price,
      },
    });
    const notJson = await run(saveEstimateIntent, 'estimate-save', {
      id: String(leadId),
      body: '{not json',
    });
    expect(notJson).toMatchObject({ ok: false, message: estimateMessages.invalid });
    expect((await estimates())?.estimates).toEqual([]);
  });

  it('creates, edits, sends, duplicates and voids, each answering what became of it', async () => {
    const created = await run(saveEstimateIntent, 'estimate-save', {
      id: String(leadId),
      body: JSON.stringify(good),
    });
    expect(created).toMatchObject({ ok: true, estimateId: expect.any(Number) });
    const id = String(created.estimateId);
    expect(created.message).toBe(m.saved(String(created.number)));

    const edited = await run(saveEstimateIntent, 'estimate-save', {
      id: String(leadId),
      estimateId: id,
      body: JSON.stringify({ ...good, terms: 'Net 10.' }),
    });
    expect(edited).toMatchObject({ ok: true, estimateId: Number(id) });
    expect(
      await run(sendEstimateIntent, 'estimate-send', { id: String(leadId), estimateId: id }),
    ).toEqual({ intent: 'estimate-send', ok: true, message: m.sent });

    const view = (await estimates())!;
    expect(view.estimates).toHaveLength(1);
    expect(view.estimates[0]).toMatchObject({
      status: 'sent',
      options: [{ title: 'Good', totalCents: 26_276 }],
      body: { terms: 'Net 10.' },
    });
    // The inbox lists it as waiting for the customer's answer.
    expect(await estimatesAwaitingAnswer({ db: database.db })).toEqual([
      expect.objectContaining({
        id: Number(id),
        leadId,
        number: created.number,
        customerName: 'Pat Doe',
        status: 'sent',
      }),
    ]);
    const lead = await database.db
      .selectFrom('contact_submissions')
      .select('status')
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe('quoted');

    const copy = await run(duplicateEstimateIntent, 'estimate-duplicate', {
      id: String(leadId),
      estimateId: id,
    });
    expect(copy).toMatchObject({ ok: true });
    expect(
      await run(voidEstimateIntent, 'estimate-void', { id: String(leadId), estimateId: id }),
    ).toMatchObject({ ok: true, message: m.voided });
    // Void: no longer waiting.
    expect(await estimatesAwaitingAnswer({ db: database.db })).toEqual([]);
    const after = (await estimates())!.estimates;
    expect(after.map((e) => e.status).sort()).toEqual(['draft', 'void']);
    // A void estimate is locked: no edit, no deposit.
    expect(
      await run(saveEstimateIntent, 'estimate-save', {
        id: String(leadId),
        estimateId: id,
        body: JSON.stringify(good),
      }),
    ).toMatchObject({ ok: false, message: m.locked });
    expect(
      await run(depositReceivedIntent, 'estimate-deposit', {
        id: String(leadId),
        estimateId: id,
      }),
    ).toMatchObject({ ok: false, message: m.notAccepted });
  });

  it('says an estimate is gone, and marks the lead lost with the reason', async () => {
    expect(
      await run(sendEstimateIntent, 'estimate-send', { id: String(leadId), estimateId: '999999' }),
    ).toMatchObject({ ok: false, message: m.notFound });
    expect(
      await run(leadLostIntent, 'lead-lost', {
        id: String(leadId),
        reason: '  Went with a cousin ',
      }),
    ).toMatchObject({ ok: true, message: m.lost });
    expect(await estimates()).toMatchObject({ outcome: 'lost', lostReason: 'Went with a cousin' });
  });

  it("keeps the owner's reason by the rule the PATCH and a customer's decline follow", async () => {
    // A pasted bidi override would turn the reason back to front wherever it is shown.
    expect(
      await run(leadLostIntent, 'lead-lost', {
        id: String(leadId),
        reason: '\u202eWent with a cousin\u0007 ',
      }),
    ).toMatchObject({ ok: true });
    expect(await estimates()).toMatchObject({ lostReason: 'Went with a cousin' });
    expect(
      parseLeadUpdate({ outcome: 'lost', lostReason: '\u202eWent with a cousin\u0007 ' }),
    ).toEqual({ ok: true, update: { outcome: 'lost', lostReason: 'Went with a cousin' } });

    // The same length either way: the inbox refused 201 to 500 characters the PATCH kept.
    const longest = 'x'.repeat(lostReasonMax);
    expect(
      await run(leadLostIntent, 'lead-lost', { id: String(leadId), reason: longest }),
    ).toMatchObject({ ok: true });
    expect(await estimates()).toMatchObject({ lostReason: longest });
    expect(
      await run(leadLostIntent, 'lead-lost', { id: String(leadId), reason: `${longest}x` }),
    ).toMatchObject({ ok: false });
    expect(parseLeadUpdate({ lostReason: `${longest}x` }).ok).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { applyRetention, retentionCutoff } from '#app/server/dashboard/retention.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { businessDay } from '#app/server/insights/classify.ts';
import { createLogger } from '#app/server/logger.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { seedLeads } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const MONTH = 31 * 24 * 3_600_000;

describe('retentionCutoff', () => {
  it('goes back whole calendar months, clamping the day', () => {
    expect(new Date(retentionCutoff(Date.UTC(2026, 4, 31, 12), 3)).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(new Date(retentionCutoff(Date.UTC(2026, 0, 15), 12)).toISOString()).toBe(
      '2025-01-15T00:00:00.000Z',
    );
  });
});

describe.each(await dialects())('retention on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  async function run(): Promise<number> {
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      return await applyRetention({ db: database.db, log: createLogger('silent') });
    } finally {
      await database.close();
    }
  }

  it('is off by default, then deletes only closed and spam leads older than the setting', async () => {
    const now = Date.now();
    const old = now - 13 * MONTH;
    await seedLeads(server, [
      {
        name: 'old closed',
        email: 'a@example.com',
        phone: '1',
        service: 'repair',
        status: 'closed',
        createdAt: old,
      },
      {
        name: 'old spam',
        email: 'b@example.com',
        phone: '2',
        service: 'repair',
        status: 'spam',
        createdAt: old,
      },
      {
        name: 'old new',
        email: 'c@example.com',
        phone: '3',
        service: 'repair',
        status: 'new',
        createdAt: old,
      },
      {
        name: 'old quoted',
        email: 'd@example.com',
        phone: '4',
        service: 'repair',
        status: 'quoted',
        createdAt: old,
      },
      {
        name: 'recent closed',
        email: 'e@example.com',
        phone: '5',
        service: 'repair',
        status: 'closed',
        createdAt: now - MONTH,
      },
    ]);
    const count = (day: string) =>
      server.query(
        `insert into insight_counts (day, path, source, device, event, place, count) values (?, '/', 'direct', 'phone', 'view', '', 3)`,
        [day],
      );
    await count(businessDay(old));
    await count(businessDay(now - MONTH));
    expect(await run()).toBe(0);
    expect(await server.query('select day from insight_counts')).toHaveLength(2);

    const response = await fetch(`${server.url}/admin/settings.data`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'retention', retentionMonths: '12' }),
    });
    expect(await response.text()).toContain(messages.admin.retentionSaved);
    expect(await run()).toBe(2);
    const left = await server.query<{ name: string }>(
      'select name from contact_submissions order by name',
    );
    expect(left.map((r) => r.name)).toEqual(['old new', 'old quoted', 'recent closed']);
    // The Insights counts of those months go with them; recent ones stay.
    const days = await server.query<{ day: string }>('select day from insight_counts');
    expect(days.map((r) => r.day)).toEqual([businessDay(now - MONTH)]);
  });
});

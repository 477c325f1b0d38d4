import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { purgeAuditLog } from '#app/server/auth/audit.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { dialects } from '#tests/support/dialects.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const DAY = 24 * 3_600_000;

/**
 * Issue 37: a flood of failed sign-ins from forged addresses wrote audit rows that were never
 * deleted (400 rows from 200 addresses). The retention worker now keeps the log within
 * serverLimits.auditLog: nothing older than its age, nothing beyond its newest rows.
 */
describe.each(await dialects())('audit log retention on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => server?.dispose());

  async function purge(now: number, bounds?: { maxAgeMs: number; maxRows: number }) {
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      return await purgeAuditLog({ db: database.db }, now, bounds);
    } finally {
      await database.close();
    }
  }

  const ids = async () =>
    (await server.query<{ id: number | string }>('select id from audit_log order by id')).map((r) =>
      Number(r.id),
    );

  async function insert(at: number, ip: string, event = 'sign-in-failed') {
    await server.query(
      `insert into audit_log (at, event, email, ip, user_agent) values (?, ?, ?, ?, ?)`,
      [at, event, 'made-up@example.com', ip, 'curl/8'],
    );
  }

  it('deletes entries older than a year and the oldest beyond the newest rows', async () => {
    await server.query('delete from audit_log');
    const now = Date.now();
    await insert(now - serverLimits.auditLog.maxAgeMs - DAY, '192.0.2.1', 'sign-in');
    await insert(now - serverLimits.auditLog.maxAgeMs + DAY, '192.0.2.2', 'sign-in');
    // The flood: 400 rows from 200 forged addresses, two each, in the last hour.
    for (let i = 0; i < 400; i += 1) {
      await insert(
        now - 3_600_000 + i,
        `203.0.${Math.floor(i / 2) >> 8}.${Math.floor(i / 2) & 255}`,
      );
    }
    const before = await ids();
    expect(before).toHaveLength(402);

    // The default bounds: only the entry past a year goes.
    expect(await purge(now)).toBe(1);
    expect(await ids()).toEqual(before.slice(1));

    // A bound of 150 rows keeps exactly the newest 150.
    expect(await purge(now, { ...serverLimits.auditLog, maxRows: 150 })).toBe(251);
    expect(await ids()).toEqual(before.slice(-150));
    // A second run (another instance) finds nothing more.
    expect(await purge(now, { ...serverLimits.auditLog, maxRows: 150 })).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeRateLimits } from '#app/server/dashboard/retention.ts';
import { loadConfig } from '#app/server/config.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { createLogger } from '#app/server/logger.ts';
import { dialects } from '#tests/support/dialects.ts';
import { postLead, uniqueIp, validLead } from '#tests/support/leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const HOUR = 3_600_000;

/**
 * `rate_limits` keeps one counter per visitor address, e-mail digest and sign-in key; the
 * retention worker deletes those whose window is long over (the longest window in use is a
 * day, or the sign-in throttle's window when an operator set it longer).
 */
describe.each(await dialects())('expired rate-limit counters on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => server?.dispose());

  async function purge(env: Record<string, string>, now: number): Promise<number> {
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      const config = loadConfig({ ...server.env, ...env });
      return await purgeRateLimits({ db: database.db, log: createLogger('silent'), config }, now);
    } finally {
      await database.close();
    }
  }

  const keys = async () =>
    (await server.query<{ bucket_key: string }>('select bucket_key from rate_limits'))
      .map((r) => r.bucket_key)
      .sort();

  it('deletes counters past the longest window and keeps every live one', async () => {
    // Live counters made by the real code: a lead (per-IP, cooldown, confirmation counters).
    const lead = await postLead(server, validLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    const live = await keys();
    expect(live.length).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    const row = (key: string, startedAt: number) =>
      server.query(
        'insert into rate_limits (bucket_key, hits, window_started_at) values (?, ?, ?)',
        [key, 3, startedAt],
      );
    await row('lead:ip:203.0.113.250', now - 25 * HOUR);
    await row('mail:confirm:to:old', now - 30 * 24 * HOUR);
    await row('mail:confirm:to:recent', now - 23 * HOUR);
    await row('login:once:three-days', now - 3 * 24 * HOUR);

    expect(await purge({}, now)).toBe(3);
    expect(await keys()).toEqual([...live, 'mail:confirm:to:recent'].sort());
    // A second run (another instance) finds nothing more.
    expect(await purge({}, now)).toBe(0);

    // An operator's longer sign-in window keeps counters that young.
    await row('login:once:three-days', now - 3 * 24 * HOUR);
    await row('login:once:five-days', now - 5 * 24 * HOUR);
    const fourDays = String(4 * 24 * 3600);
    expect(await purge({ LOGIN_THROTTLE_WINDOW_SECONDS: fourDays }, now)).toBe(1);
    expect(await keys()).toContain('login:once:three-days');
    expect(await keys()).not.toContain('login:once:five-days');
  });
});

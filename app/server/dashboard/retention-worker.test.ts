import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { createLogger } from '../logger.ts';
import { startRetentionWorker } from './retention.ts';

const HOUR = 3_600_000;

describe('the retention worker', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-worker-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('deletes expired rate-limit counters a minute after start, retention setting off', async () => {
    const now = Date.now();
    await database.db
      .insertInto('rate_limits')
      .values([
        { bucket_key: 'lead:ip:old', hits: 2, window_started_at: now - 48 * HOUR },
        { bucket_key: 'lead:ip:live', hits: 2, window_started_at: now - HOUR },
      ])
      .execute();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const stop = startRetentionWorker({
      db: database.db,
      log: createLogger('silent'),
      config: loadConfig({}),
    });
    vi.advanceTimersByTime(60_000);
    await stop();
    const keys = await database.db.selectFrom('rate_limits').select('bucket_key').execute();
    expect(keys.map((k) => k.bucket_key)).toEqual(['lead:ip:live']);
  });

  it('deletes audit entries older than a year a minute after start (issue 37)', async () => {
    const now = Date.now();
    const entry = (at: number, ip: string) => ({
      at,
      event: 'sign-in-failed',
      ip,
      user_agent: 'curl/8',
    });
    await database.db
      .insertInto('audit_log')
      .values([
        entry(now - serverLimits.auditLog.maxAgeMs - HOUR, '192.0.2.1'),
        entry(now - HOUR, '192.0.2.2'),
      ])
      .execute();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const stop = startRetentionWorker({
      db: database.db,
      log: createLogger('silent'),
      config: loadConfig({}),
    });
    vi.advanceTimersByTime(60_000);
    await stop();
    const left = await database.db.selectFrom('audit_log').select('ip').execute();
    expect(left.map((r) => r.ip)).toEqual(['192.0.2.2']);
  });
});

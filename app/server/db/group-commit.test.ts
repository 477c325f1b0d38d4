import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWriteTransactions } from './group-commit.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabase, type DatabaseHandle } from './open.ts';

describe('group commit on SQLite', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const put = (key: string) => ({ setting_key: key, setting_value: 'v' });

  it('commits concurrent writes together, each acknowledged only after its commit', async () => {
    const writes = createWriteTransactions(database.db, 'sqlite');
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}`);
    await Promise.all(
      keys.map((key) =>
        writes.run(async (trx) => {
          await trx.insertInto('admin_settings').values(put(key)).execute();
          return key;
        }),
      ),
    );
    const rows = await database.db.selectFrom('admin_settings').select('setting_key').execute();
    expect(rows.map((r) => r.setting_key).sort()).toEqual([...keys].sort());
    const { transactions, writes: count } = writes.stats();
    expect(count).toBe(200);
    // Queued in one turn of the event loop: they share a few commits (at most 128 a batch).
    expect(transactions).toBeLessThan(20);
  });

  it('undoes a failing write alone and rejects it with its own error', async () => {
    const writes = createWriteTransactions(database.db, 'sqlite');
    const results = await Promise.allSettled([
      writes.run((trx) => trx.insertInto('admin_settings').values(put('a')).execute()),
      writes.run(async (trx) => {
        await trx.insertInto('admin_settings').values(put('b')).execute();
        throw Object.assign(new Error('over the limit'), { code: 'limited' });
      }),
      writes.run((trx) => trx.insertInto('admin_settings').values(put('c')).execute()),
      // A constraint violation inside one write does not spoil the batch either.
      writes.run((trx) => trx.insertInto('admin_settings').values(put('a')).execute()),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'limited' });
    const rows = await database.db.selectFrom('admin_settings').select('setting_key').execute();
    expect(rows.map((r) => r.setting_key).sort()).toEqual(['a', 'c']);
  });

  it('rejects every write of a batch whose commit fails, and keeps none of them', async () => {
    const writes = createWriteTransactions(database.db, 'sqlite');
    const first = writes.run((trx) => trx.insertInto('admin_settings').values(put('x')).execute());
    // Started in a later turn of the event loop than the first: these share the next
    // transaction, which this write breaks.
    await new Promise((resolve) => setImmediate(resolve));
    const batch = [
      writes.run((trx) => trx.insertInto('admin_settings').values(put('y')).execute()),
      writes.run(async (trx) => {
        await trx.insertInto('admin_settings').values(put('z')).execute();
        // SQLite itself rolls the whole transaction back on some errors (a full disk).
        await sql`rollback`.execute(trx);
        throw new Error('database or disk is full');
      }),
      writes.run((trx) => trx.insertInto('admin_settings').values(put('after')).execute()),
    ];
    await first;
    const results = await Promise.allSettled(batch);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const rows = await database.db.selectFrom('admin_settings').select('setting_key').execute();
    expect(rows.map((r) => r.setting_key)).toEqual(['x']);
  });
});

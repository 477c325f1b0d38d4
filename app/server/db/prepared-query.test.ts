import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { openDatabase, type DatabaseHandle } from './open.ts';
import { preparedQuery } from './prepared-query.ts';

describe('preparedQuery', () => {
  let dir: string;
  let database: DatabaseHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepared-query-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
  });
  afterEach(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds once and binds each call’s values by name, keeping constants', async () => {
    let builds = 0;
    const put = preparedQuery(['key', 'value'], (db, param) => {
      builds += 1;
      return db
        .insertInto('admin_settings')
        .values({ setting_key: param.key, setting_value: sql<string>`${param.value} || ${'!'}` })
        .returning(['setting_key', 'setting_value']);
    });
    const first = await put(database.db, { key: 'a', value: 'one' });
    const second = await database.db
      .transaction()
      .execute((trx) => put(trx, { value: 'two', key: 'b' }));
    expect(first).toEqual([{ setting_key: 'a', setting_value: 'one!' }]);
    expect(second).toEqual([{ setting_key: 'b', setting_value: 'two!' }]);
    // The transaction shares its database's adapter, so the compiled SQL is reused.
    expect(builds).toBe(1);
  });

  it('binds a missing value as NULL and refuses a stand-in that was altered', async () => {
    const find = preparedQuery(['key'], (db, param) =>
      db.selectFrom('admin_settings').select('setting_key').where('setting_key', 'is', param.key),
    );
    await database.db
      .insertInto('admin_settings')
      .values({ setting_key: 'x', setting_value: 'y' })
      .execute();
    expect(await find(database.db, { key: undefined })).toEqual([]);

    const broken = preparedQuery(['key'], (db, param) =>
      db
        .selectFrom('admin_settings')
        .select('setting_key')
        .where('setting_key', '=', `prefix-${param.key as string}`),
    );
    await expect(broken(database.db, { key: 'x' })).rejects.toThrow(/altered/);
  });
});

// Parallel test runs share one PostgreSQL database, one schema per server. Before it runs
// anything, Kysely's migrator reads the catalog of every schema, and a schema dropped in the
// middle of that read fails it ("schema … does not exist", "column … of relation … does not
// exist"). CI failed on this once (stop 34). Here the churn is caused on purpose.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  checkPostgres,
  dropSchema,
  POSTGRES_URL,
  queryPg,
  uniqueSchema,
} from '#tests/support/postgres.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { ensurePgSchema, openDatabase } from './open.ts';

/** Creates and drops schemas holding wide tables until `stop` is called. */
function churnSchemas(): { stop: () => Promise<number> } {
  let running = true;
  let rounds = 0;
  const loop = (async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      while (running) {
        const schema = uniqueSchema();
        const columns = Array.from({ length: 40 }, (_, i) => `c${i} integer`).join(', ');
        await client.query(`create schema ${schema}`);
        for (const table of ['appointments', 'leads', 'outbox'])
          await client.query(`create table ${schema}.${table} (id serial primary key, ${columns})`);
        await client.query(`drop schema ${schema} cascade`);
        rounds += 1;
      }
    } finally {
      await client.end();
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return rounds;
    },
  };
}

describe.runIf(await checkPostgres())('migrating beside schemas being dropped', () => {
  const schemas: string[] = [];
  afterAll(async () => {
    for (const schema of schemas) await dropSchema(schema);
  });

  it('applies every migration each time, whatever the other schemas do meanwhile', async () => {
    const churn = [churnSchemas(), churnSchemas()];
    try {
      for (let run = 0; run < 12; run += 1) {
        const schema = uniqueSchema();
        schemas.push(schema);
        await ensurePgSchema(POSTGRES_URL, schema);
        const database = openDatabase({
          databaseUrl: POSTGRES_URL,
          dataDir: '.',
          pgSchema: schema,
        });
        try {
          const outcome = await migrateToLatest(database.db as never, 'postgres');
          expect(outcome.applied).toEqual(migrations.map((m) => m.name));
        } finally {
          await database.close();
        }
      }
    } finally {
      const rounds = await Promise.all(churn.map((c) => c.stop()));
      // The churn really ran beside the migrations (otherwise this test proves nothing).
      expect(rounds.reduce((a, b) => a + b)).toBeGreaterThan(12);
    }
  }, 120_000);

  it('introspects only its own schema, with the columns of each table', async () => {
    const [mine, other] = [uniqueSchema(), uniqueSchema()];
    schemas.push(mine, other);
    for (const schema of [mine, other]) await ensurePgSchema(POSTGRES_URL, schema);
    await queryPg(other, 'create table stranger (id serial primary key, note text)');
    const database = openDatabase({ databaseUrl: POSTGRES_URL, dataDir: '.', pgSchema: mine });
    try {
      await migrateToLatest(database.db as never, 'postgres');
      const tables = await database.db.introspection.getTables();
      expect(tables.map((t) => t.name)).toContain('appointments');
      expect(tables.map((t) => t.name)).not.toContain('stranger');
      expect(tables.map((t) => t.name)).not.toContain('kysely_migration');
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([mine]));
      const appointments = tables.find((t) => t.name === 'appointments');
      expect(appointments?.columns.find((c) => c.name === 'sequence')).toMatchObject({
        dataType: 'int4',
        isNullable: false,
        hasDefaultValue: true,
      });
      expect(appointments?.columns.find((c) => c.name === 'id')?.isAutoIncrementing).toBe(true);
      const withInternal = await database.db.introspection.getTables({
        withInternalKyselyTables: true,
      });
      expect(withInternal.map((t) => t.name)).toContain('kysely_migration');
    } finally {
      await database.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { defaultContentSnapshot } from '#app/content/live.ts';
import { incomingLead } from '#tests/support/incoming-lead.ts';
import { createLead } from '../leads/create-lead.ts';
import { migrateToLatest } from './migrate.ts';
import { openDatabase, type DatabaseHandle } from './open.ts';
import { createWriteTransactions, type WriteTransactions } from './group-commit.ts';

let dir: string;
let database: DatabaseHandle;
let writes: WriteTransactions;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-batcher-'));
  database = openDatabase({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(database.db as never, 'sqlite');
  writes = createWriteTransactions(database.db, 'sqlite');
});

afterEach(async () => {
  await writes.close();
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const submission = incomingLead;

async function storedNames(): Promise<string[]> {
  const rows = await database.db
    .selectFrom('contact_submissions')
    .select('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name);
}

/** The content of a process that has not published: the defaults. */
function content() {
  return defaultContentSnapshot().content;
}

describe('group commit batches on SQLite', () => {
  it('runs work queued in one turn of the event loop in one transaction, resolving after it', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writes.run(async (trx) => {
          await sql`insert into rate_limits (bucket_key, hits, window_started_at) values (${`k${i}`}, 1, 0)`.execute(
            trx,
          );
          return i;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(writes.stats()).toEqual({ transactions: 1, writes: 20, largestBatch: 20 });
    const count = await sql<{
      n: number;
    }>`select count(*) as n from rate_limits`.execute(database.db);
    expect(Number(count.rows[0]?.n)).toBe(20);
  });

  it('rolls back only the failing work: a unique violation in the batch leaves the others committed', async () => {
    const insert = (key: string) =>
      writes.run((trx) =>
        sql`insert into rate_limits (bucket_key, hits, window_started_at) values (${key}, 1, 0)`.execute(
          trx,
        ),
      );
    const outcomes = await Promise.allSettled([
      insert('a'),
      insert('b'),
      insert('a'), // the poisoned one
      insert('c'),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(writes.stats().transactions).toBe(1);
    const keys = await sql<{
      bucket_key: string;
    }>`select bucket_key from rate_limits order by bucket_key`.execute(database.db);
    expect(keys.rows.map((r) => r.bucket_key)).toEqual(['a', 'b', 'c']);
  });

  it('undoes every write of a work that throws half-way, not those of the work before it', async () => {
    const outcomes = await Promise.allSettled([
      writes.run((trx) =>
        sql`insert into rate_limits (bucket_key, hits, window_started_at) values ('kept', 1, 0)`.execute(
          trx,
        ),
      ),
      writes.run(async (trx) => {
        await sql`insert into rate_limits (bucket_key, hits, window_started_at) values ('undone', 1, 0)`.execute(
          trx,
        );
        throw new Error('poisoned');
      }),
    ]);
    expect(outcomes[0]?.status).toBe('fulfilled');
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: { message: 'poisoned' } });
    const keys = await sql<{ bucket_key: string }>`select bucket_key from rate_limits`.execute(
      database.db,
    );
    expect(keys.rows.map((r) => r.bucket_key)).toEqual(['kept']);
  });

  it('acknowledges nothing when the commit fails', async () => {
    // A deferred foreign key is only checked at COMMIT: the whole batch fails there.
    await sql`create table parent (id integer primary key)`.execute(database.db);
    await sql`create table child (id integer primary key, parent_id integer references parent(id) deferrable initially deferred)`.execute(
      database.db,
    );
    const outcomes = await Promise.allSettled([
      writes.run((trx) => sql`insert into parent (id) values (1)`.execute(trx)),
      writes.run((trx) => sql`insert into child (id, parent_id) values (1, 99)`.execute(trx)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const parents = await sql`select id from parent`.execute(database.db);
    expect(parents.rows).toEqual([]);
    // The batcher keeps working afterwards.
    await writes.run((trx) => sql`insert into parent (id) values (2)`.execute(trx));
    expect((await sql`select id from parent`.execute(database.db)).rows).toEqual([{ id: 2 }]);
  });

  it('lets work with a wait ride along with the next batch, or start its own when due', async () => {
    const lingering = writes.run(async () => 'late', { maxWaitMs: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes.stats().transactions).toBe(0);
    const urgent = writes.run(async () => 'now');
    expect(await Promise.all([lingering, urgent])).toEqual(['late', 'now']);
    expect(writes.stats()).toMatchObject({ transactions: 1, writes: 2 });
    const alone = writes.run(async () => 'alone', { maxWaitMs: 5 });
    expect(await alone).toBe('alone');
    expect(writes.stats().transactions).toBe(2);
  });
});

describe('createLead through group commit', () => {
  const config = () => loadConfig({ DATA_DIR: dir });

  it('commits the other leads of a batch when one of them fails in the database', async () => {
    // A real failure inside the lead's own transaction work (after validation passed).
    await sql`create trigger poison before insert on contact_submissions when new.name = 'Poison Pill' begin select raise(abort, 'poisoned lead'); end`.execute(
      database.db,
    );
    const services = { writes, db: database.db, config: config() };
    const batch = Array.from({ length: 12 }, (_, i) =>
      i === 5
        ? submission({
            input: {
              name: 'Poison Pill',
              email: 'p@example.com',
              phone: '(704) 555-0100',
              service: 'repair',
            },
          })
        : submission(),
    );
    const outcomes = await Promise.allSettled(batch.map((s) => createLead(services, content(), s)));
    expect(writes.stats().transactions).toBe(1);
    expect(outcomes[5]).toMatchObject({ status: 'rejected' });
    const created = outcomes.filter((o) => o.status === 'fulfilled');
    expect(created).toHaveLength(11);
    for (const o of created) expect(o.value.kind).toBe('created');
    const names = await storedNames();
    expect(names).toHaveLength(11);
    expect(names).not.toContain('Poison Pill');
    // Each stored lead has its two e-mails queued; the poisoned one left none behind.
    const mails = await database.db.selectFrom('outbox').select('lead_id').execute();
    expect(mails).toHaveLength(22);
  });

  it('answers an idempotency key repeated inside one batch with the first lead, once stored', async () => {
    const services = { writes, db: database.db, config: config() };
    const first = submission();
    const key = first.idempotencyKey;
    const sameKeySamePayload = Array.from({ length: 5 }, () => ({
      ...submission(),
      input: first.input,
      idempotencyKey: key,
    }));
    const sameKeyOtherPayload = { ...submission(), idempotencyKey: key };
    const results = await Promise.all(
      [first, ...sameKeySamePayload, sameKeyOtherPayload].map((s) =>
        createLead(services, content(), s),
      ),
    );
    expect(writes.stats().transactions).toBe(1);
    const [created, ...rest] = results;
    expect(created?.kind).toBe('created');
    const id = created?.kind === 'created' ? created.id : -1;
    for (const r of rest.slice(0, 5)) expect(r).toEqual({ kind: 'replayed', id });
    expect(rest[5]).toEqual({ kind: 'conflict' });
    expect(await storedNames()).toHaveLength(1);
  });

  it('counts rate limits across the leads of one batch (one browser, one cooldown)', async () => {
    const services = { writes, db: database.db, config: config() };
    const browserId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 3 }, () => createLead(services, content(), submission({ browserId }))),
    );
    expect(writes.stats().transactions).toBe(1);
    expect(results.map((r) => r.kind)).toEqual(['created', 'rate-limited', 'rate-limited']);
    expect(await storedNames()).toHaveLength(1);
  });
});

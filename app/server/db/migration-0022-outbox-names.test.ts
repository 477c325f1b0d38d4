// Beside the migrations, not among them: their lint rule (no application imports) is for them.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '#tests/support/dialects.ts';
import { openScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { migrations } from './migrations/index.ts';
import { name as outboxNames, up } from './migrations/0022-outbox-names.ts';

describe.each(await dialects())(
  'migration 0022 (the outbox named for the outbox) on %s',
  (dialect) => {
    let scratch: ScratchDatabase;
    let db: Kysely<unknown>;

    beforeAll(async () => {
      scratch = await openScratchDatabase(dialect, 'cfgd-0022-');
      db = scratch.database.db as never;
      // The database as it stood before: every earlier migration, then rows in the old tables.
      for (const migration of migrations) {
        if (migration.name >= outboxNames) break;
        await migration.up(db, dialect);
      }
      await sql`insert into contact_submissions
      (id, name, email, phone, service, channel, request_fingerprint, created_at, updated_at)
      values (1, 'Ann', 'ann@example.com', '704-555-0100', 'repair', 'form', 'f', 1, 1)`.execute(
        db,
      );
      await sql`insert into mail_outbox
      (lead_id, kind, from_address, to_address, subject, text_body, next_attempt_at, created_at)
      values (1, 'review_request', 'shop@example.com', 'ann@example.com', 'How did we do?', 'Hi', 5, 1)`.execute(
        db,
      );
      await sql`insert into mail_attempts
      (outbox_id, attempt, started_at, finished_at, outcome, instance)
      values (1, 1, 2, 3, 'failed', 'a')`.execute(db);
      await sql`insert into review_requests (lead_id, outbox_id, trigger, outcome, requested_at)
      values (1, 1, 'manual', 'queued', 1)`.execute(db);
      await up(db, dialect);
    });
    afterAll(async () => {
      await scratch?.remove();
    });

    it('keeps the rows under the new names', async () => {
      const rows = await sql<{ id: number; subject: string; attempt: number }>`
      select o.id, o.subject, a.attempt from outbox o join outbox_attempts a on a.outbox_id = o.id`.execute(
        db,
      );
      expect(rows.rows.map((r) => ({ ...r, id: Number(r.id) }))).toEqual([
        { id: 1, subject: 'How did we do?', attempt: 1 },
      ]);
    });

    it('names its indexes, and on PostgreSQL its constraints and sequences, for the outbox', async () => {
      const names =
        dialect === 'postgres'
          ? await sql<{ name: string }>`
            select indexname as name from pg_indexes
              where schemaname = current_schema() and tablename in ('outbox', 'outbox_attempts')
            union all select conname from pg_constraint
              where conrelid in (to_regclass('outbox'), to_regclass('outbox_attempts'))
            union all select sequencename from pg_sequences
              where schemaname = current_schema() and sequencename like '%outbox%'`.execute(db)
          : await sql<{ name: string }>`
            select name from sqlite_master
              where type = 'index' and tbl_name in ('outbox', 'outbox_attempts')
                and name not like 'sqlite_autoindex%'`.execute(db);
      const found = names.rows.map((r) => r.name);
      expect(found).toEqual(
        expect.arrayContaining(['outbox_due', 'outbox_lead', 'outbox_attempts_outbox']),
      );
      if (dialect === 'postgres') {
        expect(found).toEqual(
          expect.arrayContaining([
            'outbox_pkey',
            'outbox_status_check',
            'outbox_lead_id_fkey',
            'outbox_attempts_outbox_id_fkey',
            'outbox_id_seq',
            'outbox_attempts_id_seq',
          ]),
        );
      }
      expect(found.filter((n) => n.startsWith('mail_'))).toEqual([]);
    });

    it('still numbers new rows and keeps the foreign keys that point at the outbox', async () => {
      const inserted = await sql<{ id: number }>`insert into outbox
      (kind, from_address, to_address, subject, text_body, next_attempt_at, created_at)
      values ('security_alert', 'shop@example.com', 'owner@example.com', 'Alert', 'x', 5, 1)
      returning id`.execute(db);
      expect(Number(inserted.rows[0]?.id)).toBe(2);

      await sql`delete from outbox where id = 1`.execute(db);
      const attempts = await sql<{ n: number }>`select count(*) as n from outbox_attempts`.execute(
        db,
      );
      expect(Number(attempts.rows[0]?.n)).toBe(0);
      const review = await sql<{ outbox_id: number | null }>`
      select outbox_id from review_requests where lead_id = 1`.execute(db);
      expect(review.rows).toEqual([{ outbox_id: null }]);
      await expect(
        sql`insert into outbox_attempts (outbox_id, attempt, started_at, finished_at, outcome, instance)
        values (99, 1, 2, 3, 'sent', 'a')`.execute(db),
      ).rejects.toThrow();
    });
  },
);

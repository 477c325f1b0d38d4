// Beside the migrations, not among them: their lint rule (no application imports) is for them.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '#tests/support/dialects.ts';
import { openScratchDatabase, type ScratchDatabase } from '#tests/support/scratch-database.ts';
import { migrations } from './migrations/index.ts';
import { name as photoWithdrawals, up } from './migrations/0024-photo-withdrawals.ts';

describe.each(await dialects())(
  'migration 0024 (withdrawals kept on library images) on %s',
  (dialect) => {
    let scratch: ScratchDatabase;
    let db: Kysely<unknown>;

    beforeAll(async () => {
      scratch = await openScratchDatabase(dialect, 'cfgd-0024-');
      db = scratch.database.db as never;
      for (const migration of migrations) {
        if (migration.name >= photoWithdrawals) break;
        await migration.up(db, dialect);
      }
      await sql`insert into contact_submissions
      (id, name, email, phone, service, channel, request_fingerprint, created_at, updated_at)
      values (1, 'Ann', 'ann@example.com', '704-555-0100', 'repair', 'form', 'f', 1, 1)`.execute(
        db,
      );
      const photo = (token: string, sha: string, consent: number, at: number, createdAt: number) =>
        sql`insert into lead_photos (lead_id, token, content_type, byte_size, width, height,
          sha256, bytes, thumb_bytes, created_at, use_consent, use_consent_at)
        values (1, ${token}, 'image/jpeg', 1, 1, 1, ${sha}, ${new Uint8Array([1])},
          ${new Uint8Array([1])}, ${createdAt}, ${consent}, ${at})`.execute(db);
      const image = (name: string, sha: string, createdAt: number) =>
        sql`insert into uploaded_images (name, content_type, byte_size, width, height, sha256, bytes, created_at)
        values (${name}, 'image/jpeg', 1, 1, 1, ${sha}, ${new Uint8Array([1])}, ${createdAt})`.execute(
          db,
        );
      // Withdrawn at 50, written up at 20: hidden today, so recorded.
      await photo('t1', 'withdrawn', 0, 50, 10);
      await image('withdrawn.jpg', 'withdrawn', 20);
      // Still agreed.
      await photo('t2', 'agreed', 1, 30, 10);
      await image('agreed.jpg', 'agreed', 20);
      // A copy of a published photo sent later, unticked: takes nothing off the site.
      await image('published.jpg', 'published', 20);
      await photo('t3', 'published', 0, 40, 40);
      await up(db, dialect);
    });
    afterAll(async () => {
      await scratch?.remove();
    });

    it('records the withdrawals in force, and only those', async () => {
      const rows = await sql<{ name: string; consent_withdrawn_at: number | string | null }>`
        select name, consent_withdrawn_at from uploaded_images order by name`.execute(db);
      expect(
        rows.rows.map((r) => [
          r.name,
          r.consent_withdrawn_at === null ? null : Number(r.consent_withdrawn_at),
        ]),
      ).toEqual([
        ['agreed.jpg', null],
        ['published.jpg', null],
        ['withdrawn.jpg', 50],
      ]);
    });
  },
);

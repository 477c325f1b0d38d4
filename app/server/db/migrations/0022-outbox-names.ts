import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

export const name = '0022-outbox-names';

/**
 * The outbox delivers e-mail and Web Push alike (issue 38), so its tables are named for the
 * outbox: `mail_outbox` becomes `outbox`, `mail_attempts` becomes `outbox_attempts`. Renaming
 * keeps the rows, the ids and the foreign keys pointing at them (`outbox_attempts.outbox_id`,
 * `review_requests.outbox_id`): both dialects rewrite references to a renamed table. The
 * names the earlier migrations gave (indexes; on PostgreSQL also the generated constraint and
 * sequence names) follow, so a reader of the catalog finds no mail-named outbox left.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema.alterTable('mail_outbox').renameTo('outbox').execute();
  await db.schema.alterTable('mail_attempts').renameTo('outbox_attempts').execute();

  const indexes: Array<{ from: string; to: string; table: string; columns: string[] }> = [
    {
      from: 'mail_outbox_due',
      to: 'outbox_due',
      table: 'outbox',
      columns: ['status', 'next_attempt_at'],
    },
    { from: 'mail_outbox_lead', to: 'outbox_lead', table: 'outbox', columns: ['lead_id'] },
    {
      from: 'mail_attempts_outbox',
      to: 'outbox_attempts_outbox',
      table: 'outbox_attempts',
      columns: ['outbox_id'],
    },
  ];
  for (const index of indexes) {
    if (dialect === 'postgres') {
      await sql`alter index ${sql.ref(index.from)} rename to ${sql.ref(index.to)}`.execute(db);
    } else {
      // SQLite cannot rename an index: the same one is made again under its new name.
      await db.schema.dropIndex(index.from).execute();
      await db.schema.createIndex(index.to).on(index.table).columns(index.columns).execute();
    }
  }
  if (dialect === 'postgres') await renamePostgresGeneratedNames(db);
}

/**
 * PostgreSQL named the primary keys, checks, foreign keys and id sequences after the old
 * tables (`mail_outbox_pkey`, `mail_attempts_outbox_id_fkey`, `mail_outbox_id_seq`, ...); they
 * take the new table's prefix. Read from the catalog of this schema, since these names were
 * never written in a migration.
 */
async function renamePostgresGeneratedNames(db: Kysely<unknown>): Promise<void> {
  const renames = [
    { table: 'outbox', oldPrefix: 'mail_outbox_', newPrefix: 'outbox_' },
    { table: 'outbox_attempts', oldPrefix: 'mail_attempts_', newPrefix: 'outbox_attempts_' },
  ];
  for (const { table, oldPrefix, newPrefix } of renames) {
    const constraints = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = to_regclass(${table}) and starts_with(conname, ${oldPrefix})
      order by conname`.execute(db);
    for (const { conname } of constraints.rows) {
      const renamed = newPrefix + conname.slice(oldPrefix.length);
      await sql`alter table ${sql.table(table)} rename constraint ${sql.ref(conname)} to ${sql.ref(renamed)}`.execute(
        db,
      );
    }
    const sequence = await sql<{ name: string | null }>`
      select pg_get_serial_sequence(${table}, 'id') as name`.execute(db);
    const qualified = sequence.rows[0]?.name;
    const sequenceName = qualified?.slice(qualified.lastIndexOf('.') + 1).replaceAll('"', '');
    if (sequenceName?.startsWith(oldPrefix)) {
      const renamed = newPrefix + sequenceName.slice(oldPrefix.length);
      await sql`alter sequence ${sql.ref(sequenceName)} rename to ${sql.ref(renamed)}`.execute(db);
    }
  }
}

import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type { DialectName } from './dialect.ts';
import { migrations } from './migrations/index.ts';

export interface MigrationOutcome {
  applied: string[];
}

/** Applies pending migrations; each runs in its own transaction (both dialects have DDL transactions). */
export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: DialectName,
): Promise<MigrationOutcome> {
  // Kysely looks for its migration tables in every schema unless told which one: with other
  // schemas in the same PostgreSQL database (parallel test runs), it would find theirs.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          migrations.map((m): [string, Migration] => [m.name, { up: (tx) => m.up(tx, dialect) }]),
        ),
    },
  });
  // The introspection the migrator does first reads only this schema (OwnSchemaPostgresDialect),
  // so other schemas being created or dropped meanwhile cannot fail it.
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return {
    applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}

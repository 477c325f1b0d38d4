import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePgSchema, openDatabase, type DatabaseHandle } from '#app/server/db/open.ts';
import type { DialectName } from './server.ts';
import { dropSchema, POSTGRES_URL, uniqueSchema } from './postgres.ts';

export interface ScratchDatabase {
  database: DatabaseHandle;
  /** Closes it and removes what it made (the folder; on PostgreSQL the schema). */
  remove(): Promise<void>;
}

/**
 * An empty database of a test's own, without the server: a temporary folder for SQLite, a
 * fresh schema on PostgreSQL, so tests running side by side never share rows.
 */
export async function openScratchDatabase(
  dialect: DialectName,
  prefix: string,
): Promise<ScratchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const schema = dialect === 'postgres' ? uniqueSchema() : undefined;
  if (schema) await ensurePgSchema(POSTGRES_URL, schema);
  const database = openDatabase({
    databaseUrl: schema ? POSTGRES_URL : undefined,
    dataDir: dir,
    pgSchema: schema,
  });
  return {
    database,
    async remove() {
      await database.close();
      if (schema) await dropSchema(schema);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

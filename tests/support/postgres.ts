import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let available: boolean | undefined;

/**
 * Is the test PostgreSQL reachable? Under CI=true a missing PostgreSQL is a failure: the
 * PostgreSQL half of the suite must never be skipped silently where it is meant to run.
 */
export async function checkPostgres(): Promise<boolean> {
  if (available !== undefined) return available;
  // The fast tier (`npm run test:fast`) runs the SQLite half only, on purpose.
  if (process.env.TEST_DIALECTS === 'sqlite') return (available = false);
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    available = true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(
        `PostgreSQL is required under CI=true but ${POSTGRES_URL} is unreachable: ${String(error)}`,
      );
    }
    console.warn(`PostgreSQL unreachable at ${POSTGRES_URL}: PostgreSQL tests will be skipped`);
    available = false;
  } finally {
    await client.end().catch(() => undefined);
  }
  return available;
}

/** A fresh schema name for one test server (dropped by `dropSchema`). */
export function uniqueSchema(): string {
  return `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Runs SQL against a test schema directly (assertions on what the server stored). */
export async function queryPg<T extends pg.QueryResultRow>(
  schema: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = await connectToSchema(schema);
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A connection of its own to a test server's schema: a test holds a transaction open on it
 * (a lock, an edit mid-way) while the server works. The caller ends it.
 */
export async function connectToSchema(schema: string | undefined): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: POSTGRES_URL,
    options: `-c search_path=${schema}`,
  });
  await client.connect();
  return client;
}

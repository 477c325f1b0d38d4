import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { serverLimits } from '#app/lib/limits.ts';
import type { DialectName } from './dialect.ts';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';
import { withTextParameters } from './text-parameters.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data is, for logs (never includes a password). */
  description: string;
  /** Answers within `timeoutMs` whether the database takes queries. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL schema to use (tests give every run its own). */
  pgSchema?: string | undefined;
  onPoolError?: (error: Error) => void;
}

// int8 (bigint) columns hold epoch milliseconds and counts, all far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) return openPostgres(options.databaseUrl, options);
  const file = sqliteFile(options.databaseUrl, options.dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqlite(file);
  // Kysely's SqliteDialect runs one statement at a time on this single connection.
  const db = new Kysely<Database>({
    dialect: withTextParameters(new SqliteDialect({ database: sqlite })),
  });
  return {
    db,
    dialect: 'sqlite',
    description: `sqlite:${file}`,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

function sqliteFile(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return path.resolve(dataDir, 'app.sqlite');
  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  return path.resolve(file);
}

/**
 * A pool client that gives up opening its connection after `serverLimits.postgres.connectTimeoutMs`
 * (the pool passes its own, longer, wait to every client it makes). A database that takes no
 * connection still fails each attempt in 3 s; a request queued behind ten such attempts waits
 * for its own (measured against a socket that never answers: 12 queries at once, all refused
 * within 6 s, none past `poolWaitMs`).
 */
class ConnectingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: serverLimits.postgres.connectTimeoutMs,
    });
  }
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const schema = options.pgSchema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // pg-pool applies this one setting to waiting for a free connection and to opening a new
    // one; it is the wait for a free one (serverLimits.postgres): a busy pool is no database away.
    connectionTimeoutMillis: serverLimits.postgres.poolWaitMs,
    Client: ConnectingClient,
    idleTimeoutMillis: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A client losing its connection (database restart) must not crash the process. The pool
  // reports idle clients; a client that is checked out (between the queries of a transaction, or
  // before its first) emits 'error' on itself, which would be unhandled without this listener.
  // Its pending or next query still fails, and the pool discards it on release.
  pool.on('error', (error) => options.onPoolError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onPoolError?.(error));
  });
  const db = new Kysely<Database>({
    dialect: withTextParameters(new OwnSchemaPostgresDialect({ pool })),
  });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    dialect: 'postgres',
    description: `postgres:${safe.host}${safe.pathname}${schema ? ` schema ${schema}` : ''}`,
    ping: async (timeoutMs = 2000) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        });
        await Promise.race([sql`select 1`.execute(db), timeout]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => db.destroy(),
  };
}

/** Creates the schema a PostgreSQL handle is pointed at (tests and first start). */
export async function ensurePgSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

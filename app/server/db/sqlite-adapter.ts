import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite rejects booleans, undefined and Dates; Kysely may hand us any of them. */
function toSqlValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') {
    return value;
  }
  if (value instanceof Uint8Array) return value;
  return JSON.stringify(value);
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SqliteDialect speaks the better-sqlite3 interface; this maps it onto Node's
 * built-in node:sqlite so the default install needs no native addon for its database.
 */
export function openSqlite(filename: string): SqliteDatabase & { raw: DatabaseSync } {
  const db = new DatabaseSync(filename);
  // WAL lets readers run beside the writer; synchronous=FULL makes a committed lead survive
  // power loss (NORMAL in WAL mode may lose the last transactions).
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  // Kysely prepares every statement it runs; compiling the same SQL again and again was the
  // largest single cost of a lead insert. Statements are reused by their text (all/run reset
  // them); `iterate` gets its own, since a half-read iterator must not be reset under it.
  const cache = new Map<string, StatementSync>();
  const cached = (sql: string): StatementSync => {
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql);
    } else {
      statement = db.prepare(sql);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, statement);
    return statement;
  };
  return {
    raw: db,
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = cached(sql);
      const params = (values: ReadonlyArray<unknown>) => values.map(toSqlValue);
      return {
        reader: statement.columns().length > 0,
        all: (values) => statement.all(...params(values)),
        run: (values) => {
          const result = statement.run(...params(values));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (values) => db.prepare(sql).iterate(...params(values)),
      };
    },
  };
}

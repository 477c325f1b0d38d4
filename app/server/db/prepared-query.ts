import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

const MARK = '\u0000param:';

type Slot<P extends string> = { param: P } | { constant: unknown };

interface Template<P extends string> {
  sql: string;
  slots: Array<Slot<P>>;
}

/**
 * A query that Kysely builds and compiles once per database, then runs with new values only.
 * For the statements every lead runs: building and compiling a Kysely query takes more CPU than
 * SQLite needs to execute it, and the reused SQL text also finds its prepared statement at once.
 *
 * `build` receives a stand-in for each named value and must pass them where the values go
 * (`.values({ name: param.name })`, `${param.now}` in `sql`); anything else it passes
 * (constants) is kept as it was compiled. Typed rows, same SQL on SQLite and PostgreSQL.
 */
export function preparedQuery<P extends string, Row>(
  names: readonly P[],
  build: (db: Kysely<Database>, param: Readonly<Record<P, never>>) => Compilable<Row>,
): (db: Kysely<Database>, values: Readonly<Record<P, unknown>>) => Promise<Row[]> {
  // Per dialect: the adapter object is shared by a database handle and its transactions.
  const templates = new WeakMap<object, Template<P>>();
  const known = new Set<string>(names);

  const compile = (db: Kysely<Database>): Template<P> => {
    // Typed `never` so a stand-in fits any column; at run time each is a marked string.
    const stand = Object.fromEntries(names.map((name) => [name, MARK + name])) as Record<P, never>;
    const query = build(db, stand).compile();
    const slots = query.parameters.map((value): Slot<P> => {
      if (typeof value === 'string' && value.startsWith(MARK)) {
        const name = value.slice(MARK.length);
        if (!known.has(name)) throw new Error(`prepared query: unknown parameter ${name}`);
        return { param: name as P };
      }
      if (typeof value === 'string' && value.includes(MARK)) {
        // A stand-in inside a larger value (concatenated, serialised): it would be sent as is.
        throw new Error('prepared query: a parameter was altered before binding');
      }
      return { constant: value };
    });
    return { sql: query.sql, slots };
  };

  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compile(db);
      templates.set(adapter, template);
    }
    const parameters = template.slots.map((slot) =>
      'param' in slot ? (values[slot.param] ?? null) : slot.constant,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}

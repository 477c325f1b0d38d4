import type { CompiledQuery, DatabaseConnection, Dialect } from 'kysely';

/**
 * Every query's text values reach the database without U+0000 (issue 37). PostgreSQL's text
 * cannot hold it and refuses the whole statement ("invalid byte sequence for encoding UTF8:
 * 0x00"), so a NUL typed into any public field (the sign-in e-mail was one: 500 on every try,
 * never throttled) became a server error there and a stored value on SQLite. Here, the one place
 * every query passes on both databases, each NUL in a string parameter becomes U+FFFD (the
 * replacement character, as a lone surrogate does at the lead intake): the request goes on as it
 * would with any other unknown character (no account by that e-mail: the normal failed sign-in,
 * counted by the throttle; no token by that value: 404), and both databases store the same text.
 * Inputs with their own rules still apply them first (the lead intake drops control characters).
 */
export function withTextParameters(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      // The connection object itself is kept (drivers release it through private members).
      driver.acquireConnection = async (options) => cleanParameters(await acquire(options));
      return driver;
    },
  };
}

const cleaned = new WeakSet<DatabaseConnection>();

function cleanParameters(connection: DatabaseConnection): DatabaseConnection {
  if (cleaned.has(connection)) return connection;
  cleaned.add(connection);
  const execute = connection.executeQuery.bind(connection);
  const stream = connection.streamQuery.bind(connection);
  connection.executeQuery = (query, options) => execute(withoutNul(query), options);
  connection.streamQuery = (query, chunkSize, options) =>
    stream(withoutNul(query), chunkSize, options);
  return connection;
}

function withoutNul<T>(query: CompiledQuery<T>): CompiledQuery<T> {
  if (!query.parameters.some(hasNul)) return query;
  return { ...query, parameters: query.parameters.map(replaceNul) };
}

function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  return Array.isArray(value) && value.some(hasNul);
}

function replaceNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  return Array.isArray(value) ? value.map(replaceNul) : value;
}

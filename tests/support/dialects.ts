import { checkPostgres } from './postgres.ts';
import type { DialectName } from './server.ts';

/**
 * The dialects an integration suite runs against: SQLite always, PostgreSQL when reachable
 * (and always under CI=true, where global setup already failed if it is not).
 * Use: `describe.each(await dialects())('leads on %s', (dialect) => { ... })`.
 */
export async function dialects(): Promise<DialectName[]> {
  return (await checkPostgres()) ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The dialect's placeholder for the i-th parameter of a raw query (`server.query`): `$1` or `?`. */
export function placeholder(dialect: DialectName): (i: number) => string {
  return (i) => (dialect === 'postgres' ? `$${i}` : '?');
}

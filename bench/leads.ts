/**
 * POST /api/leads under load: 50 concurrent clients against the real built server, on SQLite
 * and on PostgreSQL. Every request is a distinct visitor (own address and idempotency key),
 * so it measures accepted leads (validation, rate-limit upserts, insert, outbox rows) and not
 * 429s. Afterwards every acknowledged id must be in the database.
 */
import { randomUUID } from 'node:crypto';
import { dialects } from '../tests/support/dialects.ts';
import { startServer, type DialectName } from '../tests/support/server.ts';
import { postAsDistinctVisitors, type LoadFigures } from './lib/distinct-visitors.ts';

export interface LeadsBenchResult extends LoadFigures {
  dialect: DialectName;
  connections: number;
  durationSeconds: number;
  acknowledged: number;
  foundInDatabase: number;
}

export async function runLeadsBench(
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<LeadsBenchResult[]> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  const results: LeadsBenchResult[] = [];
  for (const dialect of await dialects()) {
    const server = await startServer({ dialect, env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' } });
    try {
      const acknowledged = new Set<number>();
      const { figures } = await postAsDistinctVisitors(
        server.url,
        '/api/leads',
        { connections, durationSeconds },
        (n) => ({
          headers: {
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(),
            'User-Agent': 'leads-bench',
          },
          body: JSON.stringify({
            name: `Bench Visitor ${n}`,
            email: `visitor${n}@example.com`,
            phone: '(704) 555-0100',
            service: n % 7 === 0 ? 'emergency' : 'repair',
            address: `${n} Main St, Concord, NC`,
            message: 'The door makes a grinding noise when it opens.',
            location: 'Concord, NC',
          }),
        }),
        (status, body) => {
          if (status === 201 || status === 200) {
            const id = (JSON.parse(body) as { id: number }).id;
            acknowledged.add(id);
          }
        },
      );
      const rows = await server.query<{ id: number }>('select id from contact_submissions');
      const stored = new Set(rows.map((r) => Number(r.id)));
      const found = [...acknowledged].filter((id) => stored.has(id)).length;
      results.push({
        dialect,
        connections,
        durationSeconds,
        requestsPerSecond: figures.requestsPerSecond,
        latencyP50Ms: figures.latencyP50Ms,
        latencyP99Ms: figures.latencyP99Ms,
        acknowledged: acknowledged.size,
        foundInDatabase: found,
        non2xx: figures.non2xx,
        errors: figures.errors,
      });
    } finally {
      await server.dispose();
    }
  }
  return results;
}

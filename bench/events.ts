/**
 * POST /api/events under load (issue 16): 50 concurrent clients against the real built server on
 * SQLite, each request a distinct visitor (own address, under the per-address cap) sending a page
 * view, a call tap or a form start. Afterwards every 204 must be in the stored counts.
 *
 *   node bench/events.ts            (EVENTS_SECONDS=10, EVENTS_CONNECTIONS=50)
 */
import { limits } from '../app/lib/limits.ts';
import { publicPaths } from '../app/lib/urls.ts';
import { startServer } from '../tests/support/server.ts';
import { postAsDistinctVisitors, type LoadFigures } from './lib/distinct-visitors.ts';

export interface EventsBenchResult extends LoadFigures {
  connections: number;
  durationSeconds: number;
  /** Answered 204 (autocannon stops reading at the end: up to `connections` more were sent). */
  accepted: number;
  /** Requests sent. */
  sent: number;
  counted: number;
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

export async function runEventsBench(
  options: { connections?: number; durationSeconds?: number } = {},
): Promise<EventsBenchResult> {
  const connections = options.connections ?? 50;
  const durationSeconds = options.durationSeconds ?? 10;
  const pages = publicPaths();
  const server = await startServer({ env: { TRUST_PROXY: '1', LOG_LEVEL: 'info' } });
  try {
    let accepted = 0;
    const { figures, sent } = await postAsDistinctVisitors(
      server.url,
      '/api/events',
      { connections, durationSeconds },
      (n) => {
        const type = n % 10 === 0 ? 'call' : n % 10 === 1 ? 'form_start' : 'view';
        return {
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE_UA },
          body: JSON.stringify({
            type,
            path: pages[n % pages.length],
            ...(type === 'call' ? { place: 'header' } : {}),
          }),
        };
      },
      (status) => {
        if (status === 204) accepted += 1;
      },
    );
    // The counts reach the database with the next flush.
    await new Promise((resolve) => setTimeout(resolve, limits.insights.flushMs + 1_500));
    const [row] = await server.query<{ n: number | string | null }>(
      'select sum(count) as n from insight_counts',
    );
    return {
      connections,
      durationSeconds,
      requestsPerSecond: figures.requestsPerSecond,
      latencyP50Ms: figures.latencyP50Ms,
      latencyP99Ms: figures.latencyP99Ms,
      accepted,
      sent,
      counted: Number(row?.n ?? 0),
      non2xx: figures.non2xx,
      errors: figures.errors,
    };
  } finally {
    await server.dispose();
  }
}

/** Every 204 counted, and nothing counted that was never sent. */
export function everyAcceptedEventCounted(r: EventsBenchResult): boolean {
  return r.counted >= r.accepted && r.counted <= r.sent;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runEventsBench({
    connections: Number(process.env.EVENTS_CONNECTIONS ?? 50),
    durationSeconds: Number(process.env.EVENTS_SECONDS ?? 10),
  });
  console.log(JSON.stringify(result, null, 2));
  if (!everyAcceptedEventCounted(result)) {
    console.error(`accepted ${result.accepted} events but ${result.counted} were counted`);
    process.exitCode = 1;
  }
}

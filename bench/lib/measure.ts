import autocannon, { type Options, type Result } from 'autocannon';
import { measureWithWrk } from './wrk.ts';

export interface Measurement {
  label: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Socket errors, timeouts and answers outside the expected statuses. */
  errors: number;
  statuses: Record<string, number>;
  bytesPerRequest: number;
  /** The load generator that measured it. */
  client: 'wrk' | 'autocannon';
}

export interface MeasureOptions extends Options {
  label: string;
  /** Statuses that count as success (default: 2xx). */
  ok?: (status: number) => boolean;
}

let wrkBinary: string | undefined;

/** From now on, plain GET measurements go through wrk (see wrk.ts for why). */
export function useWrkForGets(binary: string | undefined): void {
  wrkBinary = binary;
}

/**
 * One run, summarised: wrk for a plain GET of one URL when `useWrkForGets` was given wrk,
 * autocannon otherwise (several request kinds, bodies, a fixed rate).
 */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  const { label, ok = (s) => s >= 200 && s < 300, ...cannon } = options;
  const plainGet = !cannon.requests && !cannon.overallRate && (cannon.method ?? 'GET') === 'GET';
  if (wrkBinary && plainGet) {
    const headers = Object.fromEntries(
      Object.entries(cannon.headers ?? {}).map(([k, v]) => [k, String(v)]),
    );
    return measureWithWrk(wrkBinary, {
      label,
      url: String(cannon.url),
      connections: cannon.connections ?? 10,
      duration: Number(cannon.duration ?? 10),
      headers,
    });
  }
  const result: Result = await autocannon(cannon);
  return summarise(label, result, ok);
}

export function summarise(
  label: string,
  result: Result,
  ok: (status: number) => boolean,
): Measurement {
  const statuses: Record<string, number> = {};
  let bad = 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = count;
    if (!ok(Number(code))) bad += count;
  }
  const requests = result.requests.total;
  return {
    label,
    requests,
    seconds: result.duration,
    requestsPerSecond: Math.round(requests / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + bad,
    statuses,
    bytesPerRequest: requests ? Math.round(result.throughput.total / requests) : 0,
    client: 'autocannon',
  };
}

/**
 * Alternates two targets in short rounds, so load from elsewhere on a shared machine falls on
 * both alike; requests are summed, latency percentiles are the worst round's.
 */
export async function sideBySide(
  rounds: number,
  a: MeasureOptions,
  b: MeasureOptions,
): Promise<[Measurement, Measurement]> {
  const runs: [Measurement[], Measurement[]] = [[], []];
  for (let i = 0; i < rounds; i++) {
    const order: Array<[0 | 1, MeasureOptions]> =
      i % 2 === 0
        ? [
            [0, a],
            [1, b],
          ]
        : [
            [1, b],
            [0, a],
          ];
    for (const [slot, options] of order) runs[slot].push(await measure(options));
  }
  return [combine(runs[0]), combine(runs[1])];
}

export function combine(parts: Measurement[]): Measurement {
  const first = parts[0]!;
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  const statuses: Record<string, number> = {};
  for (const p of parts)
    for (const [code, count] of Object.entries(p.statuses))
      statuses[code] = (statuses[code] ?? 0) + count;
  return {
    label: first.label,
    requests,
    seconds,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: Math.max(...parts.map((p) => p.p50Ms)),
    p99Ms: Math.max(...parts.map((p) => p.p99Ms)),
    maxMs: Math.max(...parts.map((p) => p.maxMs)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    statuses,
    bytesPerRequest: first.bytesPerRequest,
    client: first.client,
  };
}

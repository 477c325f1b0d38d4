import { describe, expect, it } from 'vitest';
import { parseDurationMs, parseWrkOutput } from './wrk.ts';

const OUTPUT = `Running 5s test @ http://127.0.0.1:39999/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.91ms    1.20ms  42.10ms   90.00%
    Req/Sec    12.50k   600.00    13.00k    70.00%
  Latency Distribution
     50%    3.70ms
     75%    4.10ms
     90%    4.90ms
     99%  812.00us
  62500 requests in 5.00s, 610.35MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  12500.00
Transfer/sec:    122.07MB
`;

describe('wrk output', () => {
  it('reads durations in every unit wrk prints', () => {
    expect(parseDurationMs('812.00us')).toBe(0.81);
    expect(parseDurationMs('3.70ms')).toBe(3.7);
    expect(parseDurationMs('2.50s')).toBe(2500);
    expect(parseDurationMs('1.00m')).toBe(60_000);
    expect(() => parseDurationMs('fast')).toThrow();
  });

  it('summarises a run like an autocannon run', () => {
    const m = parseWrkOutput('home', OUTPUT);
    expect(m).toMatchObject({
      label: 'home',
      requests: 62500,
      seconds: 5,
      requestsPerSecond: 12500,
      p50Ms: 3.7,
      p99Ms: 0.81,
      maxMs: 42.1,
      errors: 7,
      client: 'wrk',
    });
    expect(m.bytesPerRequest).toBe(Math.round((610.35 * 1024 ** 2) / 62500));
  });

  it('refuses output it cannot read', () => {
    expect(() => parseWrkOutput('x', 'connection refused')).toThrow(/unreadable/);
  });
});

/**
 * What bench/events.ts and bench/leads.ts share: many clients POSTing to one API path, every
 * request from its own visitor address so the per-address limits measure accepted work, not
 * 429s. The server must be started with TRUST_PROXY=1 for X-Forwarded-For to count.
 */
import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** The figures both benches report from a run. */
export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * POSTs to `url` + `path` for the run's duration. `request(n)` builds the n-th request (from 1)
 * and its visitor address is derived from n; `onResponse` sees every answer. Resolves with the
 * figures and how many requests were built (sent).
 */
export async function postAsDistinctVisitors(
  url: string,
  path: string,
  options: LoadOptions,
  request: (n: number) => { headers: Record<string, string>; body: string },
  onResponse: (status: number, body: string) => void,
): Promise<{ figures: LoadFigures; sent: number }> {
  let sequence = 0;
  const run = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (params) => {
          sequence += 1;
          const n = sequence;
          const { headers, body } = request(n);
          return {
            ...params,
            headers: {
              ...headers,
              'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body,
          };
        },
        onResponse: (status, body) => onResponse(status, body),
      },
    ],
  });
  return {
    figures: {
      requestsPerSecond: Math.round(run.requests.average),
      latencyP50Ms: run.latency.p50,
      latencyP99Ms: run.latency.p99,
      non2xx: run.non2xx,
      errors: run.errors + run.timeouts,
    },
    sent: sequence,
  };
}

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

const ORIGIN = 'https://doors.example';

interface Answer {
  status: number;
  location: string | undefined;
}

/** node:http rather than fetch: the test sets Host, and must see the redirect, not follow it. */
function request(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/',
        headers: options.headers,
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.method === 'POST' ? 'a=1' : undefined);
  });
}

describe.each(await dialects())('http → https redirect on %s', (dialect) => {
  let proxied: TestServer;
  let direct: TestServer;
  beforeAll(async () => {
    [proxied, direct] = await Promise.all([
      startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '1' } }),
      startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: '0' } }),
    ]);
  });
  afterAll(async () => {
    await proxied?.dispose();
    await direct?.dispose();
  });

  it('sends a request the trusted proxy received over http to the same path on the https origin', async () => {
    const get = await request(proxied.port, {
      path: '/services?x=1',
      headers: { 'X-Forwarded-Proto': 'http', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(get).toEqual({ status: 301, location: `${ORIGIN}/services?x=1` });
    // A form posted over http keeps its method and body (308), rather than turning into a GET.
    const post = await request(proxied.port, {
      method: 'POST',
      path: '/quote',
      headers: { 'X-Forwarded-Proto': 'http', 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(post).toEqual({ status: 308, location: `${ORIGIN}/quote` });
  });

  it('builds the target from PUBLIC_ORIGIN, never from the Host header', async () => {
    const answer = await request(proxied.port, {
      headers: { 'X-Forwarded-Proto': 'http', Host: 'evil.example' },
    });
    expect(answer).toEqual({ status: 301, location: `${ORIGIN}/` });
  });

  it('serves https requests and direct requests (no forwarded protocol) as they are', async () => {
    expect(
      (await request(proxied.port, { headers: { 'X-Forwarded-Proto': 'https' } })).status,
    ).toBe(200);
    expect((await request(proxied.port, { path: '/healthz' })).status).toBe(200);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const answer = await request(direct.port, { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(answer.status).toBe(200);
  });
});

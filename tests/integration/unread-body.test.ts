import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * An answer sent before the request's body was read to the end: the host discards the rest of
 * the body and the connection carries the next request (server/http/unread-body.ts). Before,
 * the discarding stalled on routes that had opened the body, and the host cut the connection
 * 500 ms after an answer that said `keep-alive`: the next request a client sent on it was lost
 * ("socket hang up" here, "other side closed" in fetch). Each case sends a body too large for
 * its route, then at once a page on the same keep-alive agent, three times. Host behaviour, no
 * database rules: SQLite alone.
 */

let server: TestServer;
let agent: http.Agent;

interface Answer {
  status: number;
  connection: string | undefined;
  reusedSocket: boolean;
}

function request(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      {
        method,
        agent,
        headers: body
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              origin: server.url,
            }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Far over every form's cap (the largest, an estimate's signature, is about 316 KB). */
const HUGE = `name=${'x'.repeat(600_000)}`;

beforeAll(async () => {
  server = await startServer({ dialect: 'sqlite' });
});
afterAll(async () => {
  agent?.destroy();
  await server?.dispose();
});

describe('an answer that leaves the body unread', () => {
  it.each([
    ['an unknown estimate link', `/estimate/${'a'.repeat(43)}`, 404],
    ['a page that takes no form', '/about', 405],
    ['the quote form, over its cap', '/contact', 413],
  ])('%s: the next request on the same connection is answered', async (_, path, status) => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let round = 0; round < 3; round++) {
      const refused = await request('POST', path, HUGE);
      expect(refused).toMatchObject({ status, connection: 'keep-alive' });
      const next = await request('GET', '/about');
      expect(next).toMatchObject({ status: 200, reusedSocket: true });
    }
    agent.destroy();
  });

  it('a body read to the end keeps the connection for the next request', async () => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const taken = await request('POST', '/contact', 'name=Pat');
    expect(taken.connection).toBe('keep-alive');
    const next = await request('GET', '/about');
    expect(next).toMatchObject({ status: 200, reusedSocket: true });
    agent.destroy();
  });
});

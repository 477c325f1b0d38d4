import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits, serverLimits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { margins } from '../support/waits.ts';

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

/**
 * A request on a raw socket, as curl -H 'Connection: close', Python's http.client or ab send
 * it: the headers, then the body in chunks, with nothing between the test and the socket.
 */
interface Sending {
  /** The Content-Length declared. */
  declared: number;
  /** Sent at once, as fast as the socket takes it, before any pause. */
  fastBytes: number;
  /** After `fastBytes`: bytes per write, and the pause between writes. */
  chunkBytes: number;
  pauseMs: number;
  /** The client stops sending here (the rest of the declared body never comes). */
  stopAt?: number;
  /** Reads nothing until the whole body is written, as Python's http.client does. */
  readAfterSending?: boolean;
  /** Asks to keep the connection (no `Connection: close`), as browsers and fetch do. */
  keepAlive?: boolean;
  /** After `stopAt`, sends a byte every 100 ms from this long after the answer, till closed. */
  probeAfterMs?: number;
}

interface Exchange {
  /** Every byte the server sent. */
  received: Buffer;
  /** The error code the socket ended with (EPIPE, ECONNRESET: the host reset it). */
  error: string | undefined;
  /** Body bytes written. */
  sent: number;
  /** From the answer's first byte to the socket's close. */
  closedAfterAnswerMs: number | undefined;
}

function postRaw(path: string, sending: Sending): Promise<Exchange> {
  return new Promise((resolve) => {
    // Half-open, as curl and Python keep sending after the server's FIN.
    const socket = net.connect({ host: '127.0.0.1', port: server.port, allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let sent = 0;
    let answeredAt: number | undefined;
    let closed = false;
    if (sending.readAfterSending) socket.pause();
    socket.on('data', (chunk: Buffer) => {
      answeredAt ??= performance.now();
      chunks.push(chunk);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () => {
      closed = true;
      resolve({
        received: Buffer.concat(chunks),
        error,
        sent,
        closedAfterAnswerMs: answeredAt === undefined ? undefined : performance.now() - answeredAt,
      });
    });
    const write = async (piece: Buffer) => {
      sent += piece.length;
      // A reset rejects the wait for 'drain' (the 'error' handler above has its code).
      if (!socket.write(piece)) {
        await Promise.race([once(socket, 'drain'), once(socket, 'close')]).catch(() => undefined);
      }
    };
    socket.on('connect', async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nOrigin: ${server.url}\r\n` +
          `Content-Length: ${sending.declared}\r\n` +
          `${sending.keepAlive ? '' : 'Connection: close\r\n'}\r\nname=`,
      );
      sent = 'name='.length;
      const until = Math.min(sending.declared, sending.stopAt ?? Infinity);
      const fast = Buffer.alloc(64 * 1024, 'x');
      const slow = Buffer.alloc(sending.chunkBytes, 'x');
      while (!closed && sent < until) {
        const pausing = sent >= sending.fastBytes;
        const chunk = pausing ? slow : fast;
        await write(chunk.subarray(0, Math.min(chunk.length, until - sent)));
        if (pausing && sending.pauseMs) await delay(sending.pauseMs);
      }
      if (closed) return;
      if (sending.readAfterSending) socket.resume();
      if (sent >= sending.declared) socket.end();
      else if (sending.probeAfterMs !== undefined) {
        await delay(sending.probeAfterMs - (performance.now() - (answeredAt ?? performance.now())));
        // A socket the host has closed answers a byte with a reset, the next write fails.
        while (!closed) {
          socket.write('x');
          await delay(100);
        }
      }
    });
  });
}

interface ParsedAnswer {
  status: number;
  body: string;
  /** The whole body arrived (its Content-Length, or the last chunk). */
  complete: boolean;
}

function parseAnswer(received: Buffer): ParsedAnswer {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return { status: 0, body: '', complete: false };
  const [statusLine = '', ...lines] = received
    .subarray(0, headEnd)
    .toString('latin1')
    .split('\r\n');
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? 0);
  let rest = received.subarray(headEnd + 4);
  const length = headers.get('content-length');
  if (length !== undefined) {
    return {
      status,
      body: rest.subarray(0, Number(length)).toString(),
      complete: rest.length >= Number(length),
    };
  }
  // Chunked: sizes in hex, each chunk followed by CRLF, a zero-size chunk last.
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd < 0) return { status, body: Buffer.concat(parts).toString(), complete: false };
    const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
    if (size === 0) return { status, body: Buffer.concat(parts).toString(), complete: true };
    if (rest.length < lineEnd + 2 + size + 2) {
      parts.push(rest.subarray(lineEnd + 2));
      return { status, body: Buffer.concat(parts).toString(), complete: false };
    }
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}

/**
 * A client that sends `Connection: close` (or HTTP/1.0) and is answered before its body has
 * arrived: Node closed the socket as soon as the answer was written, with the rest of the body
 * unread in the kernel, and the kernel's reset reached the client instead of the answer (EPIPE
 * or ECONNRESET while still sending; with a client that reads after sending, no answer at all).
 * The host now closes such a connection lingering (server/http/lingering-close.ts).
 */
describe('an answer on a closing connection that leaves the body unread', () => {
  /** The quote form's cap is 64 KB; a 12 MB body, as a phone photo sent by mistake. */
  const TWELVE_MB = 12 * 1024 * 1024;

  it.each([
    ['reading while it sends (curl)', false],
    ['reading only after it has sent everything (Python http.client)', true],
  ])('a client %s gets the whole 413 and a clean close', async (_, readAfterSending) => {
    expect(TWELVE_MB).toBeGreaterThan(limits.lead.maxBodyBytes);
    for (let round = 0; round < 3; round++) {
      const exchange = await postRaw('/contact', {
        declared: TWELVE_MB,
        fastBytes: TWELVE_MB,
        chunkBytes: 64 * 1024,
        pauseMs: 0,
        readAfterSending,
      });
      expect({ round, error: exchange.error, sent: exchange.sent }).toEqual({
        round,
        error: undefined,
        sent: TWELVE_MB,
      });
      const answer = parseAnswer(exchange.received);
      expect(answer).toMatchObject({ status: 413, complete: true });
      expect(answer.body).toContain(messages.contactForm.failure);
    }
  });

  it('a client that keeps sending slowly is closed when the lingering time is over', async () => {
    const { maxMs, idleMs } = serverLimits.lingeringClose;
    const pauseMs = idleMs / 10;
    const exchange = await postRaw('/contact', {
      declared: TWELVE_MB,
      fastBytes: 2 * limits.lead.maxBodyBytes,
      chunkBytes: 1024,
      pauseMs,
    });
    const answer = parseAnswer(exchange.received);
    expect(answer).toMatchObject({ status: 413, complete: true });
    // It was still sending: the host closed it, at the lingering time and not before.
    expect(exchange.sent).toBeLessThan(TWELVE_MB);
    expect(exchange.closedAfterAnswerMs).toBeGreaterThan(maxMs - margins.lateMs);
    expect(exchange.closedAfterAnswerMs).toBeLessThan(maxMs + pauseMs + margins.lateMs);
  }, 60_000);

  it('a client that stops sending is closed when it has been idle too long', async () => {
    const { idleMs } = serverLimits.lingeringClose;
    const exchange = await postRaw('/contact', {
      declared: TWELVE_MB,
      fastBytes: TWELVE_MB,
      chunkBytes: 64 * 1024,
      pauseMs: 0,
      stopAt: 4 * limits.lead.maxBodyBytes,
      probeAfterMs: idleMs + margins.lateMs,
    });
    const answer = parseAnswer(exchange.received);
    expect(answer).toMatchObject({ status: 413, complete: true });
    expect(['ECONNRESET', 'EPIPE']).toContain(exchange.error);
    // Closed at the idle time: the bytes sent later would have kept it open until `maxMs`.
    expect(exchange.closedAfterAnswerMs).toBeLessThan(idleMs + 2 * margins.lateMs);
  });

  it('a kept connection whose body takes longer than the drain (500 ms) still gets its 413', async () => {
    // Hono's drain gives up after 500 ms and closes the connection: lingering too, now.
    const exchange = await postRaw('/contact', {
      declared: TWELVE_MB,
      fastBytes: 2 * limits.lead.maxBodyBytes,
      chunkBytes: 64 * 1024,
      pauseMs: 10,
      keepAlive: true,
    });
    expect({ error: exchange.error, sent: exchange.sent }).toEqual({
      error: undefined,
      sent: TWELVE_MB,
    });
    const answer = parseAnswer(exchange.received);
    expect(answer).toMatchObject({ status: 413, complete: true });
    expect(answer.body).toContain(messages.contactForm.failure);
  });

  it('a client that sends without end is closed after the lingering byte budget', async () => {
    const { maxBytes } = serverLimits.lingeringClose;
    const exchange = await postRaw('/contact', {
      declared: 4 * maxBytes,
      fastBytes: 4 * maxBytes,
      chunkBytes: 64 * 1024,
      pauseMs: 0,
    });
    const answer = parseAnswer(exchange.received);
    expect(answer).toMatchObject({ status: 413, complete: true });
    expect(exchange.sent).toBeGreaterThan(maxBytes);
    // What the kernels' buffers hold on both sides beyond what the host read.
    expect(exchange.sent).toBeLessThan(maxBytes + 16 * 1024 * 1024);
  });
});

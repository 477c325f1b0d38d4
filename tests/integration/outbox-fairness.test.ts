import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, validLead } from '../support/leads.ts';
import { startPushService, type TestPushService } from '../support/push-service.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 37: with the push service unreachable, 940 pending alerts held back all 47 customer
 * confirmations (alerts are claimed first, and a batch of them waited on the dead service).
 * Each outbox lane now claims its own kinds: the e-mails go out beside the backlog.
 */
const BACKLOG = 940;

/** A push service that takes each request and never answers: every alert waits its timeout. */
async function startBlackHole(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = http.createServer(() => undefined);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push/dead`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(await dialects())('outbox fairness on %s', (dialect) => {
  let smtp: TestSmtp;
  let push: TestPushService;
  let hole: Awaited<ReturnType<typeof startBlackHole>>;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    push = await startPushService();
    hole = await startBlackHole();
    server = await startServer({
      dialect,
      env: {
        SMTP_URL: smtp.url,
        PUSH_ALLOW_HTTP_ENDPOINTS: '1',
        // The test push service is refused in production (issue 37).
        NODE_ENV: 'test',
        TRUST_PROXY: '1',
        MAIL_POLL_MS: '100',
      },
    });
  });
  afterAll(async () => {
    // The hung alerts fail at once when their connections drop, so the server stops promptly.
    await hole?.close();
    await server?.dispose();
    await push?.close();
    await smtp?.close();
  });

  it('sends due customer e-mails promptly behind 940 alerts to an unreachable push service', async () => {
    const cookie = await adminCookie(server);
    const res = await fetch(`${server.url}/api/admin/push/subscription`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ subscription: push.subscribe(), mode: 'all' }),
    });
    expect(res.status).toBe(201);
    await server.query('update push_subscriptions set endpoint = ?', [hole.url]);
    const [device] = await server.query<{ id: number }>('select id from push_subscriptions');
    const now = Date.now();
    const payload = JSON.stringify({
      leadId: 1,
      service: 'repair',
      town: null,
      priority: 'normal',
    });
    for (let start = 0; start < BACKLOG; start += 100) {
      const rows = Array.from(
        { length: Math.min(100, BACKLOG - start) },
        () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const params = Array.from({ length: rows.length }, (_, i) => [
        'push_alert',
        '',
        '127.0.0.1',
        'New quote request',
        payload,
        Number(device!.id),
        1,
        now - BACKLOG + start + i,
        now,
      ]).flat();
      await server.query(
        `insert into outbox (kind, from_address, to_address, subject, text_body,
           push_subscription_id, priority, next_attempt_at, created_at) values ${rows.join(', ')}`,
        params,
      );
    }
    // The alerts are being tried (and hang) before the customers write.
    await expect
      .poll(async () => {
        const [row] = await server.query<{ n: number | string }>(
          "select count(*) as n from outbox where kind = 'push_alert' and status = 'sending'",
        );
        return Number(row?.n);
      })
      .toBeGreaterThan(0);

    const emails = Array.from({ length: 5 }, (_, i) => `fair${i}@example.com`);
    const started = Date.now();
    for (const email of emails) {
      expect((await postLead(server, { ...validLead, email })).status).toBe(201);
    }
    // Less than one hung alert's timeout: before, the e-mails waited for whole batches of them
    // (and the backlog refilled every claim), so none went out at all.
    const deadline = started + limits.push.requestTimeoutMs;
    for (;;) {
      const confirmed = emails.filter((email) =>
        smtp.messages.some((mail) => mail.envelopeTo.includes(email)),
      );
      if (confirmed.length === emails.length) break;
      if (Date.now() > deadline) {
        throw new Error(`${confirmed.length} of ${emails.length} confirmations sent in time`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The backlog is still there: the e-mails did not wait for it to drain.
    const [left] = await server.query<{ n: number | string }>(
      "select count(*) as n from outbox where kind = 'push_alert' and status <> 'sent'",
    );
    expect(Number(left?.n)).toBeGreaterThan(BACKLOG / 2);
  });
});

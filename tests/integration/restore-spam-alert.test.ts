import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { photoLine } from '#app/server/mail/lead-messages.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { startPushService, type TestPushService } from '../support/push-service.ts';
import { seedLeads } from '../support/seed-leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';

/**
 * A lead the spam filter held back and the owner restored ("not spam") is a new lead after all:
 * its push alert goes out like a new lead's, once, and the owner's e-mail says how many photos
 * came with it.
 */
const env = {
  // Refused in production (issue 37): the test push service listens on loopback, over http.
  NODE_ENV: 'test',
  PUSH_ALLOW_HTTP_ENDPOINTS: '1',
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '400',
};

describe.each(await dialects())('restoring a spam lead on %s', (dialect) => {
  let push: TestPushService;
  let server: TestServer;
  let cookie: string;

  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/submissions.data`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  beforeAll(async () => {
    push = await startPushService();
    server = await startServer({ dialect, env });
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await push?.close();
  });

  it('alerts like a new lead, once, and the owner e-mail counts the photos', async () => {
    const subscription = push.subscribe();
    const subscribed = await fetch(`${server.url}/api/admin/push/subscription`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ subscription, mode: 'all' }),
    });
    expect(subscribed.status).toBe(201);
    const [id] = await seedLeads(server, [
      {
        name: 'Held Back',
        email: 'held.back@example.com',
        phone: '(704) 555-0150',
        service: 'emergency',
        location: 'Gastonia, NC',
        status: 'spam',
        priority: 'urgent',
        spamReason: 'links',
      },
    ]);
    for (const n of [1, 2]) {
      await server.query(
        `insert into lead_photos (lead_id, token, content_type, byte_size, width, height, sha256, bytes, thumb_bytes, created_at)
         values (?, ?, 'image/webp', 3, 1, 1, ?, ?, ?, ?)`,
        [id, `token-${n}`, `${n}`.repeat(64), Buffer.from([1, 2, 3]), Buffer.from([1]), Date.now()],
      );
    }

    const restored = await post({ intent: 'restore', id: String(id) });
    expect(await restored.text()).toContain(messages.admin.restoreDone);
    const [message] = await push.waitForDelivered(1, {
      timeoutMs: 5_000,
      filter: (m) => m.endpoint === subscription.endpoint,
    });
    expect(message!.payload).toEqual({
      leadId: id,
      service: 'emergency',
      town: 'Gastonia, NC',
      priority: 'urgent',
    });
    expect(message!.urgency).toBe('high');
    const [owner] = await server.query<{ text_body: string; html_body: string }>(
      `select text_body, html_body from outbox where lead_id = ? and kind = 'owner_notification'`,
      [id],
    );
    expect(owner!.text_body).toContain(photoLine(2));

    // Restoring again is refused (the lead is new now) and alerts nobody.
    const twice = await post({ intent: 'restore', id: String(id) });
    expect(await twice.text()).toContain(messages.admin.restoreFailed);
    // Held back as spam again by some other path (the dashboard cannot mark spam today) and
    // restored again: the alert already went, it does not go twice.
    await server.query(`update contact_submissions set status = 'spam' where id = ?`, [id]);
    expect(await (await post({ intent: 'restore', id: String(id) })).text()).toContain(
      messages.admin.restoreDone,
    );
    // A second alert would be queued by the restore and sent at the outbox's next turns.
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    expect(
      await server.query(`select 1 from outbox where lead_id = ? and kind = 'push_alert'`, [id]),
    ).toHaveLength(1);
    expect(push.messages.filter((m) => m.endpoint === subscription.endpoint)).toHaveLength(1);

    // "Resend" on the alert's delivery-log entry reaches the same device, as urgent as before.
    const [alert] = await server.query<{ id: number }>(
      `select id from outbox where lead_id = ? and kind = 'push_alert'`,
      [id],
    );
    const resent = await post({ intent: 'resend', id: String(id), outboxId: String(alert!.id) });
    expect(await resent.text()).toContain(messages.admin.resendQueued);
    const copies = await push.waitForDelivered(2, {
      timeoutMs: 5_000,
      filter: (m) => m.endpoint === subscription.endpoint,
    });
    expect(copies[1]!.payload).toEqual(copies[0]!.payload);
    expect(copies[1]!.urgency).toBe('high');
  });
});

import { limits } from '#app/lib/limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, createAdmin, postForm, signIn } from '../support/admin.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { dropSchema, uniqueSchema } from '../support/postgres.ts';
import {
  startPushService,
  type TestPushService,
  type TestSubscription,
} from '../support/push-service.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';

/**
 * Web Push alerts (issue 17) against the test push service, which verifies the VAPID
 * signature and decrypts each message with the browser's keys: what it records is what a
 * phone would show.
 */
const env = {
  // Refused in production (issue 37): the test push service listens on loopback, over http.
  NODE_ENV: 'test',
  PUSH_ALLOW_HTTP_ENDPOINTS: '1',
  TRUST_PROXY: '1',
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '400',
};

const urgentLead = {
  ...validLead,
  name: 'Pat Secretname',
  email: 'pat.secret@example.com',
  phone: '(704) 555-0199',
  service: 'emergency',
  message: 'My car is stuck inside, the spring snapped.',
  location: 'Rock Hill, SC',
  address: '99 Hidden Lane',
};

async function api(
  server: Pick<TestServer, 'url'>,
  cookie: string,
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${server.url}/api/admin/push/${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
}

async function subscribe(
  server: Pick<TestServer, 'url'>,
  cookie: string,
  push: TestPushService,
  mode: 'urgent' | 'all',
): Promise<TestSubscription> {
  const subscription = push.subscribe();
  const res = await api(server, cookie, 'subscription', { subscription, mode });
  expect(res.status).toBe(201);
  return subscription;
}

describe.each(await dialects())('push alerts on %s', (dialect) => {
  let push: TestPushService;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    push = await startPushService();
    server = await startServer({ dialect, env });
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await push?.close();
  });

  it('publishes the VAPID key made at first start, kept in the database', async () => {
    const res = await fetch(`${server.url}/api/admin/push/key`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await server.query<{ setting_value: string }>(
      `select setting_value from admin_settings where setting_key = 'push_vapid_keys'`,
    );
    expect(JSON.parse(row!.setting_value)).toMatchObject({ publicKey });
  });

  it('refuses a subscription that is not a browser one', async () => {
    const good = push.subscribe();
    for (const subscription of [
      { ...good, keys: { ...good.keys, p256dh: 'AAAA' } },
      { ...good, keys: { ...good.keys, auth: '' } },
      { ...good, endpoint: 'file:///etc/passwd' },
      // Issue 27: hosts that are no push service (even with the test switch on) ...
      { ...good, endpoint: 'https://169.254.169.254/latest/meta-data/' },
      { ...good, endpoint: 'https://metadata.google.internal/computeMetadata/v1/' },
      { ...good, endpoint: 'http://10.0.0.8:8080/push' },
      // ... and a key of the right length that is not a point of P-256.
      {
        ...good,
        keys: { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
      },
    ]) {
      const res = await api(server, cookie, 'subscription', { subscription, mode: 'all' });
      expect(res.status).toBe(400);
    }
    const res = await api(server, cookie, 'subscription', { subscription: good, mode: 'loud' });
    expect(res.status).toBe(400);
    // A body past the cap is refused unread.
    const huge = await api(server, cookie, 'subscription', {
      subscription: good,
      mode: 'all',
      padding: 'x'.repeat(limits.push.maxBodyBytes),
    });
    expect(huge.status).toBe(413);
  });

  it('an urgent lead reaches the device within 2 s, high urgency, without contact data', async () => {
    const sub = await subscribe(server, cookie, push, 'urgent');
    const started = Date.now();
    const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    const [message] = await push.waitForDelivered(1, {
      timeoutMs: 2_000,
      filter: (m) => m.endpoint === sub.endpoint,
    });
    expect(message!.receivedAt - started).toBeLessThan(2_000);
    expect(message!.payload).toEqual({
      leadId: lead.body.id,
      service: 'emergency',
      town: 'Rock Hill, SC',
      priority: 'urgent',
    });
    expect(message!.urgency).toBe('high');
    expect(message!.ttl).toBeLessThanOrEqual(600);
    expect(message!.topic).toBe(`lead-${lead.body.id}`);
    expect(message!.vapid.sub).toMatch(/^mailto:.+@/);
    for (const secret of [
      urgentLead.name,
      urgentLead.email,
      urgentLead.phone,
      urgentLead.address,
      'spring snapped',
    ]) {
      expect(message!.text).not.toContain(secret);
    }
    // The delivery log has it, with its attempt.
    const rows = await server.query<{ status: string; attempts: number }>(
      `select status, attempts from outbox where lead_id = ? and kind = 'push_alert'`,
      [lead.body.id],
    );
    await expect
      .poll(
        async () =>
          (
            await server.query(
              `select 1 from outbox_attempts a join outbox o on o.id = a.outbox_id where o.lead_id = ? and o.kind = 'push_alert'`,
              [lead.body.id],
            )
          ).length,
      )
      .toBe(1);
    expect(rows).toHaveLength(1);
    await server.query(`delete from push_subscriptions where endpoint = ?`, [sub.endpoint]);
  });

  it('sends a normal lead only to devices that want every lead, with normal urgency', async () => {
    const all = await subscribe(server, cookie, push, 'all');
    const urgentOnly = await subscribe(server, cookie, push, 'urgent');
    const lead = await postLead(
      server,
      { ...validLead, email: 'n1@example.com', message: 'Quote for a new door please.' },
      { ip: uniqueIp() },
    );
    expect(lead.status).toBe(201);
    const [message] = await push.waitForDelivered(1, {
      filter: (m) => m.endpoint === all.endpoint,
    });
    expect(message!.urgency).toBe('normal');
    expect(message!.payload).toMatchObject({ leadId: lead.body.id, priority: 'normal' });
    // An alert to the urgent-only device would be sent within the outbox's next turns.
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    expect(push.messages.filter((m) => m.endpoint === urgentOnly.endpoint)).toHaveLength(0);
    await server.query(`delete from push_subscriptions`);
  });

  it('retries a 5xx and a 429 with the outbox backoff, recording each attempt', async () => {
    const sub = await subscribe(server, cookie, push, 'all');
    push.answerNext(503, { endpoint: sub.endpoint });
    push.answerNext(429, { endpoint: sub.endpoint });
    const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    await push.waitForDelivered(1, { filter: (m) => m.endpoint === sub.endpoint });
    const tries = push.messages.filter((m) => m.endpoint === sub.endpoint);
    expect(tries.map((m) => m.status)).toEqual([503, 429, 201]);
    // Backoff: the retries did not come at once.
    expect(tries[1]!.receivedAt - tries[0]!.receivedAt).toBeGreaterThanOrEqual(150);
    await expect
      .poll(async () =>
        (
          await server.query<{ outcome: string }>(
            `select a.outcome from outbox_attempts a join outbox o on o.id = a.outbox_id
             where o.lead_id = ? and o.kind = 'push_alert' order by a.attempt`,
            [lead.body.id],
          )
        ).map((r) => r.outcome),
      )
      .toEqual(['failed', 'failed', 'sent']);
    await server.query(`delete from push_subscriptions`);
  });

  it('a 410 removes the subscription and nothing more goes to it', async () => {
    const sub = await subscribe(server, cookie, push, 'all');
    push.expire(sub.endpoint);
    const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await server.query(`select 1 from push_subscriptions where endpoint = ?`, [
              sub.endpoint,
            ])
          ).length,
      )
      .toBe(0);
    const [row] = await server.query<{ status: string; last_error: string }>(
      `select status, last_error from outbox where lead_id = ? and kind = 'push_alert'`,
      [lead.body.id],
    );
    expect(row).toMatchObject({ status: 'dead' });
    expect(row!.last_error).toMatch(/410/);
    const status = await api(server, cookie, 'status', { endpoint: sub.endpoint });
    expect(await status.json()).toEqual({ subscribed: false });
    const next = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(next.status).toBe(201);
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    expect(push.messages.filter((m) => m.endpoint === sub.endpoint)).toHaveLength(1);
  });

  it('spam sends no alert; a test alert and mode changes work per device', async () => {
    const sub = await subscribe(server, cookie, push, 'urgent');
    const mode = await api(server, cookie, 'mode', { endpoint: sub.endpoint, mode: 'all' });
    expect(await mode.json()).toEqual({ subscribed: true, mode: 'all' });
    const test = await api(server, cookie, 'test', { endpoint: sub.endpoint });
    expect(test.status).toBe(202);
    const [message] = await push.waitForDelivered(1, {
      filter: (m) => m.endpoint === sub.endpoint,
    });
    expect(message!.payload).toEqual({ test: true });
    // A honeypot-filled form is stored as spam and alerts nobody.
    const spam = await postLead(
      server,
      { ...validLead, company_site: 'http://spam.example' },
      { ip: uniqueIp() },
    );
    expect(spam.status).toBe(201);
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    expect(push.messages.filter((m) => m.endpoint === sub.endpoint)).toHaveLength(1);
    const off = await api(server, cookie, 'unsubscribe', { endpoint: sub.endpoint });
    expect(await off.json()).toEqual({ subscribed: false });
    expect(
      await server.query(`select 1 from push_subscriptions where endpoint = ?`, [sub.endpoint]),
    ).toHaveLength(0);
  });
  it('a password change (Security tab) or a CLI reset removes every device', async () => {
    const count = async () => (await server.query(`select 1 from push_subscriptions`)).length;
    const phone = await signIn(server);
    await subscribe(server, phone.cookie, push, 'all');
    await subscribe(server, cookie, push, 'urgent');
    expect(await count()).toBe(2);
    const changed = await postForm(
      server,
      '/admin/security',
      {
        intent: 'change-credentials',
        newEmail: TEST_ADMIN.email,
        currentPassword: TEST_ADMIN.password,
        newPassword: 'Brand-New-Door-9',
      },
      { Cookie: phone.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await count()).toBe(0);
    await subscribe(server, phone.cookie, push, 'all');
    expect(await count()).toBe(1);
    await createAdmin(server); // the CLI reset (back to the shared test password)
    expect(await count()).toBe(0);
  });
});

describe.each(await dialects())(
  "a push service's Retry-After on %s (issue 27, item 17)",
  (dialect) => {
    let push: TestPushService;
    let server: TestServer;
    let cookie: string;

    beforeAll(async () => {
      push = await startPushService();
      // A longest retry delay well above the Retry-After values, which it would otherwise cap.
      server = await startServer({ dialect, env: { ...env, MAIL_RETRY_MAX_MS: '10000' } });
      cookie = await adminCookie(server);
    });
    afterAll(async () => {
      await server?.dispose();
      await push?.close();
    });

    it('waits until an HTTP-date Retry-After, and for delay-seconds, before trying again', async () => {
      const sub = await subscribe(server, cookie, push, 'all');
      // Three seconds ahead, written as the push service would (whole seconds, IMF-fixdate).
      const inThreeSeconds = () => new Date(Date.now() + 3_000).toUTCString();
      push.answerNext(503, { endpoint: sub.endpoint, retryAfter: inThreeSeconds });
      push.answerNext(429, { endpoint: sub.endpoint, retryAfter: '1' });
      const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
      expect(lead.status).toBe(201);
      await push.waitForDelivered(1, {
        filter: (m) => m.endpoint === sub.endpoint,
        timeoutMs: 15_000,
      });
      const tries = push.messages.filter((m) => m.endpoint === sub.endpoint);
      expect(tries.map((m) => m.status)).toEqual([503, 429, 201]);
      // The date names a whole second 2-3 s ahead; the outbox's own first delay is 200 ms.
      expect(tries[1]!.receivedAt - tries[0]!.receivedAt).toBeGreaterThanOrEqual(1_900);
      expect(tries[2]!.receivedAt - tries[1]!.receivedAt).toBeGreaterThanOrEqual(950);
    });
  },
);

describe.runIf((await dialects()).includes('postgres'))('push alerts on two instances', () => {
  const schema = uniqueSchema();
  let push: TestPushService;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    push = await startPushService();
    a = await startServer({ dialect: 'postgres', schema, env });
    b = await startServer({ dialect: 'postgres', schema, env });
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await push?.close();
    await dropSchema(schema);
  });

  it('share one VAPID key and send each alert once', async () => {
    const cookie = await adminCookie(a);
    const keyA = await (await fetch(`${a.url}/api/admin/push/key`, { headers: { cookie } })).json();
    const keyB = await (await fetch(`${b.url}/api/admin/push/key`, { headers: { cookie } })).json();
    expect(keyA).toEqual(keyB);
    const sub = await subscribe(a, cookie, push, 'all');
    const leads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postLead(
          i % 2 ? a : b,
          { ...urgentLead, email: `two${i}@example.com` },
          { ip: uniqueIp() },
        ),
      ),
    );
    expect(leads.map((l) => l.status)).toEqual(Array(10).fill(201));
    await push.waitForDelivered(10, { filter: (m) => m.endpoint === sub.endpoint });
    // A duplicate would follow within the outbox's next turns.
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    const ids = push.messages
      .filter((m) => m.endpoint === sub.endpoint)
      .map((m) => (m.payload as { leadId: number }).leadId)
      .sort((x, y) => x - y);
    expect(ids).toEqual(leads.map((l) => l.body.id!).sort((x, y) => x - y));
    // Each alert row was claimed and sent by exactly one attempt of one instance.
    const attempts = await a.query<{ outbox_id: number; n: number }>(
      `select a.outbox_id, count(*) as n from outbox_attempts a join outbox o on o.id = a.outbox_id
       where o.kind = 'push_alert' group by a.outbox_id`,
    );
    expect(attempts).toHaveLength(10);
    expect(attempts.every((r) => Number(r.n) === 1)).toBe(true);
  });
});

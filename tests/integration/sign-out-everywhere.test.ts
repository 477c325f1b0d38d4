import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import {
  TEST_ADMIN,
  cookieHeader,
  cookiesFrom,
  createAdmin,
  postForm,
  signIn,
  whoAmI,
} from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { connectToSchema } from '../support/postgres.ts';
import {
  startPushService,
  type TestPushService,
  type TestSubscription,
} from '../support/push-service.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';

/**
 * "Sign out everywhere" on the Security tab (issue 17): every session of the owner ends (this
 * one too), every push subscription goes, remembered sign-in devices are forgotten, and the
 * audit log says so. Also: which credential changes remove push subscriptions.
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

const urgentLead = { ...validLead, service: 'emergency', location: 'Rock Hill, SC' };

async function subscribe(
  server: TestServer,
  cookie: string,
  push: TestPushService,
): Promise<TestSubscription> {
  const subscription = push.subscribe();
  const res = await fetch(`${server.url}/api/admin/push/subscription`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ subscription, mode: 'all' }),
  });
  expect(res.status).toBe(201);
  return subscription;
}

/** The device cookie's own check, redone with the key in the database (device-cookie.ts). */
async function deviceCookieValid(server: TestServer, value: string): Promise<boolean> {
  const [row] = await server.query<{ secret: string }>(
    `select secret from server_secrets where name = 'device-cookie'`,
  );
  const [userId, issuedAt, deviceId, signature] = value.split('.');
  const expected = createHmac('sha256', Buffer.from(row!.secret, 'base64url'))
    .update(`device.v1.${userId}.${issuedAt}.${deviceId}`)
    .digest('base64url');
  return expected === signature;
}

describe.each(await dialects())('sign out everywhere on %s', (dialect) => {
  let push: TestPushService;
  let server: TestServer;
  const subscriptionCount = async () =>
    (await server.query(`select 1 from push_subscriptions`)).length;

  beforeAll(async () => {
    push = await startPushService();
    server = await startServer({ dialect, env });
    await createAdmin(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await push?.close();
  });

  it('ends every session, this one too, removes every push device and forgets other browsers', async () => {
    const laptop = await signIn(server);
    const phone = await signIn(server);
    expect(laptop.res.status).toBe(302);
    const laptopSub = await subscribe(server, laptop.cookie, push);
    const phoneSub = await subscribe(server, phone.cookie, push);
    expect(await subscriptionCount()).toBe(2);
    expect(await deviceCookieValid(server, phone.cookies.cfgd_device!)).toBe(true);

    // Cross-site: refused, nothing ends.
    const forged = await postForm(
      server,
      '/admin/security',
      { intent: 'sign-out-everywhere', confirm: 'yes' },
      { Cookie: laptop.cookie, Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    // React Router's own Origin check may answer first (400); either way nothing happens.
    expect([400, 403]).toContain(forged.status);
    expect(await whoAmI(server, phone.cookie)).toBe(TEST_ADMIN.email);

    // The first tap only asks: nothing ends.
    const asked = await postForm(
      server,
      '/admin/security',
      { intent: 'sign-out-everywhere' },
      { Cookie: laptop.cookie },
    );
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(messages.auth.signOutEverywhereConfirm);
    expect(await whoAmI(server, laptop.cookie)).toBe(TEST_ADMIN.email);
    expect(await subscriptionCount()).toBe(2);

    const res = await postForm(
      server,
      '/admin/security',
      { intent: 'sign-out-everywhere', confirm: 'yes' },
      { Cookie: laptop.cookie },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin');
    const set = cookiesFrom(res);
    expect(set.cfgd_session).toBe('');
    // This browser stays the owner's: a device cookie under the new key, with its old id.
    expect(set.cfgd_device).toBeTruthy();
    expect(set.cfgd_device!.split('.')[2]).toBe(laptop.cookies.cfgd_device!.split('.')[2]);
    expect(await deviceCookieValid(server, set.cfgd_device!)).toBe(true);
    // The phone's remembered device is forgotten (the key changed under it).
    expect(await deviceCookieValid(server, phone.cookies.cfgd_device!)).toBe(false);

    // Old session cookies: 401 on admin APIs, the login gate on admin pages.
    for (const cookie of [laptop.cookie, phone.cookie]) {
      expect(await whoAmI(server, cookie)).toBeNull();
      const key = await fetch(`${server.url}/api/admin/push/key`, { headers: { cookie } });
      expect(key.status).toBe(401);
      const list = await fetch(`${server.url}/api/admin/insights`, { headers: { cookie } });
      expect(list.status).toBe(401);
    }
    expect(await server.query(`select 1 from admin_sessions`)).toHaveLength(0);
    expect(await subscriptionCount()).toBe(0);

    // The next lead alerts nobody: no outbox row, nothing at the push service.
    const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    expect(
      await server.query(`select 1 from outbox where lead_id = ? and kind = 'push_alert'`, [
        lead.body.id,
      ]),
    ).toHaveLength(0);
    await quietFor(outboxTicks(env.MAIL_POLL_MS));
    const endpoints = new Set([laptopSub.endpoint, phoneSub.endpoint]);
    expect(push.messages.filter((m) => endpoints.has(m.endpoint))).toHaveLength(0);

    const [audit] = await server.query<{ event: string; email: string; detail: string }>(
      `select event, email, detail from audit_log where event = 'sign-out-everywhere'`,
    );
    expect(audit).toEqual({
      event: 'sign-out-everywhere',
      email: TEST_ADMIN.email,
      detail: '2 sessions, 2 push devices',
    });

    // The owner signs in again with the password, from this browser's renewed device cookie.
    const again = await signIn(server, TEST_ADMIN, { Cookie: cookieHeader(set) });
    expect(again.res.status).toBe(302);
    expect(await whoAmI(server, again.cookie)).toBe(TEST_ADMIN.email);
  });

  it('signed out, the action only leads to the sign-in gate', async () => {
    const res = await postForm(server, '/admin/security', {
      intent: 'sign-out-everywhere',
      confirm: 'yes',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin');
    expect(
      await server.query(`select 1 from audit_log where event = 'sign-out-everywhere'`),
    ).toHaveLength(1);
  });

  it('an e-mail-only change keeps push alerts; a password change removes them', async () => {
    await createAdmin(server);
    const browser = await signIn(server);
    await subscribe(server, browser.cookie, push);
    const other = await signIn(server);
    await subscribe(server, other.cookie, push);
    expect(await subscriptionCount()).toBe(2);
    const change = (fields: Record<string, string>, cookie: string) =>
      postForm(
        server,
        '/admin/security',
        { intent: 'change-credentials', currentPassword: TEST_ADMIN.password, ...fields },
        { Cookie: cookie },
      );

    // The answer page must carry the success message: a refusal (throttle, wrong password,
    // a rule) is a 200 page too, and would otherwise surface only as a wrong count below.
    const expectChanged = async (res: Response) => {
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(messages.auth.credentialsChanged);
    };
    await expectChanged(await change({ newEmail: 'new-owner@example.com' }, browser.cookie));
    expect(await whoAmI(server, browser.cookie)).toBe('new-owner@example.com');
    // The other session ended (as for any credential change), its phone still gets alerts.
    expect(await whoAmI(server, other.cookie)).toBeNull();
    expect(await subscriptionCount()).toBe(2);
    const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
    expect(lead.status).toBe(201);
    expect(
      await server.query(`select 1 from outbox where lead_id = ? and kind = 'push_alert'`, [
        lead.body.id,
      ]),
    ).toHaveLength(2);

    await expectChanged(
      await change(
        { newEmail: 'new-owner@example.com', newPassword: 'Brand-New-Door-9' },
        browser.cookie,
      ),
    );
    expect(await whoAmI(server, browser.cookie)).toBe('new-owner@example.com');
    expect(await subscriptionCount()).toBe(0);
    await createAdmin(server); // back to the shared test account
  });

  it('a credential change that fails part-way changes nothing: password, sessions and devices stay', async () => {
    await createAdmin(server);
    const browser = await signIn(server);
    const other = await signIn(server);
    await subscribe(server, other.cookie, push);
    const devices = await subscriptionCount();
    expect(devices).toBeGreaterThan(0);
    // The last step of the change (removing the devices) fails, after the password was written.
    if (dialect === 'postgres') {
      await server.query(`create function fail_device_delete() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`);
      await server.query(`create trigger fail_device_delete before delete on push_subscriptions
        for each row execute function fail_device_delete()`);
    } else {
      await server.query(`create trigger fail_device_delete before delete on push_subscriptions
        begin select raise(abort, 'injected failure'); end`);
    }
    try {
      const res = await postForm(
        server,
        '/admin/security',
        {
          intent: 'change-credentials',
          currentPassword: TEST_ADMIN.password,
          newEmail: 'half-changed@example.com',
          newPassword: 'Brand-New-Door-9',
        },
        { Cookie: browser.cookie },
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(
        messages.admin.authUpdateFailed(messages.admin.updateSettingsFailed),
      );
    } finally {
      await server.query(
        'drop trigger fail_device_delete' +
          (dialect === 'postgres' ? ' on push_subscriptions' : ''),
      );
      if (dialect === 'postgres') await server.query('drop function fail_device_delete()');
    }
    // Nothing of it happened: the old e-mail and password sign in, the other session still
    // works, the devices still get alerts.
    expect(await whoAmI(server, browser.cookie)).toBe(TEST_ADMIN.email);
    expect(await whoAmI(server, other.cookie)).toBe(TEST_ADMIN.email);
    expect(await subscriptionCount()).toBe(devices);
    const again = await signIn(server);
    expect(again.res.status).toBe(302);
    expect(
      await server.query(`select 1 from admin_users where email = 'half-changed@example.com'`),
    ).toHaveLength(0);
  });

  // Skipped in the SQLite run, on purpose: a deadlock needs two transactions holding row locks
  // at once (PostgreSQL); SQLite lets one transaction write at a time, so it cannot deadlock.
  it.runIf(dialect === 'postgres')(
    'a password change during a push delivery waits for it to be recorded instead of deadlocking with it',
    async () => {
      const browser = await signIn(server);
      await subscribe(server, browser.cookie, push);
      const lead = await postLead(server, urgentLead, { ip: uniqueIp() });
      expect(lead.status).toBe(201);
      const alertOf = () =>
        server.query<{ id: string; push_subscription_id: string; status: string }>(
          `select id, push_subscription_id, status from outbox
         where lead_id = ? and kind = 'push_alert'`,
          [lead.body.id],
        );
      await expect.poll(async () => (await alertOf())[0]?.status, { timeout: 10_000 }).toBe('sent');
      const [alert] = await alertOf();

      // A delivery's result written the way the outbox worker writes it, held open: the
      // alert's row first, its device's row after.
      const worker = await connectToSchema(server.schema);
      try {
        await worker.query('begin');
        await worker.query(`update outbox set sent_at = sent_at where id = $1`, [alert!.id]);
        const change = postForm(
          server,
          '/admin/security',
          {
            intent: 'change-credentials',
            currentPassword: TEST_ADMIN.password,
            newPassword: 'Brand-New-Door-9',
          },
          { Cookie: browser.cookie },
        );
        // The change is waiting on a row the delivery holds.
        await expect
          .poll(
            async () =>
              (await worker.query(`select 1 from pg_locks where not granted`)).rowCount ?? 0,
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        await worker.query(`update push_subscriptions set last_success_at = $1 where id = $2`, [
          Date.now(),
          alert!.push_subscription_id,
        ]);
        await worker.query('commit');
        const res = await change;
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(messages.auth.credentialsChanged);
      } finally {
        await worker.end();
      }
      expect(await server.query(`select 1 from push_subscriptions`)).toHaveLength(0);
      await createAdmin(server);
    },
  );
});

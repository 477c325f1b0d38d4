import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { TEST_ADMIN, postForm, signIn, whoAmI, createAdmin } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { serverErrors, startServer, type TestServer } from '../support/server.ts';
import { byTier } from '../support/tier.ts';

/**
 * Issue 19, findings 1 and 2 and must-show 2: nobody can lock the owner out by failing on
 * purpose, and the per-address count cannot be overrun by parallel requests.
 * The server believes X-Forwarded-For (TRUST_PROXY=1), so one test plays many addresses.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const wrong = (i: number) => ({ ...TEST_ADMIN, password: `Wrong-Door-${i}-guess` });
const OWNER_IP = '198.51.100.1';

/** Headers of one browser: its address, and its cookies (the device cookie) if any. */
function browser(ip: string, cookie?: string): Record<string, string> {
  return { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) };
}

async function countRows(server: TestServer, sql: string, params: unknown[] = []) {
  const rows = await server.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

/** The owner signs in once from a browser of theirs and keeps the device cookie it was given. */
async function ownerDevice(server: TestServer, ip = OWNER_IP): Promise<string> {
  const { res, cookies } = await signIn(server, TEST_ADMIN, browser(ip));
  expect(res.status).toBe(302);
  expect(cookies.cfgd_device).toBeTruthy();
  return `cfgd_device=${cookies.cfgd_device}`;
}

describe.each(await dialects())('sign-in lock-out abuse on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    await createAdmin(server);
  });
  afterAll(() => server?.dispose());
  // Each test starts with no delays in force (the alert's once-per-window mark stays).
  beforeEach(() => server.query('delete from sign_in_backoff'));

  it('gives a browser that signed in a signed, HttpOnly, SameSite=Strict device cookie', async () => {
    const { res } = await signIn(server, TEST_ADMIN, browser(OWNER_IP));
    const line = res.headers.getSetCookie().find((l) => l.startsWith('cfgd_device='));
    expect(line).toMatch(
      /^cfgd_device=\d+\.\d+\.[\w-]{22}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=15552000$/,
    );
    // Only the key that signs it is stored, in its own table.
    const secrets = await server.query<{ name: string }>('select name from server_secrets');
    expect(secrets).toEqual([{ name: 'device-cookie' }]);
  });

  it('finding 1: five wrong passwords from elsewhere lock no one out; new browsers wait, growing', async () => {
    const device = await ownerDevice(server);
    const failuresBefore = await countRows(
      server,
      "select count(*) as n from audit_log where event = 'sign-in-failed'",
    );
    // The probe's attack: the owner's e-mail with wrong passwords, each from another address.
    const attack: number[] = [];
    for (let i = 0; i < 6; i++) {
      attack.push((await signIn(server, wrong(i), browser(`203.0.113.${i + 1}`))).res.status);
    }
    expect(attack).toEqual([401, 401, 401, 401, 401, 429]);

    // A new browser with the right password waits too: the account's delay, not a 900 s lock.
    const fresh = await signIn(server, TEST_ADMIN, browser('192.0.2.50'));
    expect(fresh.res.status).toBe(429);
    const retryAfter = Number(fresh.res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(limits.auth.backoffFirstMs / 1000);
    expect(await fresh.res.text()).toMatch(
      /Too many sign-in attempts\. Please try again in \d seconds?\./,
    );

    // The owner's browser (signed in before) signs in at once with the right password.
    const owner = await signIn(server, TEST_ADMIN, browser(OWNER_IP, device));
    expect(owner.res.status).toBe(302);
    expect(await whoAmI(server, owner.cookie)).toBe(TEST_ADMIN.email);
    // The refused attempts were answered without a password check (no failure recorded).
    expect(
      await countRows(server, "select count(*) as n from audit_log where event = 'sign-in-failed'"),
    ).toBe(failuresBefore + 5);

    // After the wait the new browser gets in.
    await sleep(retryAfter * 1000 + 100);
    const later = await signIn(server, TEST_ADMIN, browser('192.0.2.50'));
    expect(later.res.status).toBe(302);
    expect(await whoAmI(server, later.cookie)).toBe(TEST_ADMIN.email);
  });

  it('finding 1: a forged or other-account device cookie counts as an unknown browser', async () => {
    const device = await ownerDevice(server);
    // Push the account into its delays from elsewhere.
    for (let i = 0; i < 6; i++) await signIn(server, wrong(i), browser(`203.0.113.${20 + i}`));
    const forged = device.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await signIn(server, TEST_ADMIN, browser(OWNER_IP, forged))).res.status).toBe(429);
    expect((await signIn(server, TEST_ADMIN, browser(OWNER_IP, device))).res.status).toBe(302);
  });

  it("finding 1: a known browser's own failures slow down only that browser", async () => {
    const device = await ownerDevice(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn(server, wrong(i), browser(OWNER_IP, device))).res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(server, TEST_ADMIN, browser(OWNER_IP, device))).res.status).toBe(429);
    // Neither the account nor the address counted them: a new browser of the owner, and another
    // browser that signed in before, both get in at once.
    const phone = await ownerDevice(server, OWNER_IP);
    expect((await signIn(server, TEST_ADMIN, browser('198.51.100.3', phone))).res.status).toBe(302);
  });

  it('issue 27: refusals from forged addresses write one "sign-in-throttled" row per account and window', async () => {
    const throttledRows = () =>
      countRows(server, "select count(*) as n from audit_log where event = 'sign-in-throttled'");
    // Push the account into its delays, then keep knocking from a new address each time.
    for (let i = 0; i < 6; i++) await signIn(server, wrong(i), browser(`203.0.113.${60 + i}`));
    const before = await throttledRows();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signIn(server, wrong(i), browser(`198.18.0.${i + 1}`))).res.status);
    }
    expect(statuses).toEqual(statuses.map(() => 429));
    // One for the window (none if an earlier refusal in this window wrote it), not one each.
    expect((await throttledRows()) - before).toBeLessThanOrEqual(1);
    expect(await throttledRows()).toBeGreaterThanOrEqual(1);
  });

  it('finding 1: the owner is told once per window (audit log and e-mail) when the account is under attack', async () => {
    const device = await ownerDevice(server);
    // Wrong passwords from new addresses, waiting out each delay as a patient attacker would.
    let granted = 0;
    for (let i = 0; granted < limits.auth.alertAfterAttempts; i++) {
      const { res } = await signIn(server, wrong(i), browser(`203.0.113.${100 + i}`));
      if (res.status === 401) granted++;
      else {
        expect(res.status).toBe(429);
        await sleep(Number(res.headers.get('retry-after')) * 1000);
      }
    }
    // Then a burst that ignores the wait: refused, and no second alert.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(server, wrong(i), browser(`203.0.113.${150 + i}`))).res.status).toBe(
        429,
      );
    }
    const alerts = await server.query<{ email: string; detail: string }>(
      "select email, detail from audit_log where event = 'account-under-attack'",
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ email: TEST_ADMIN.email });
    const mail = await server.query<{ to_address: string; subject: string; text_body: string }>(
      "select to_address, subject, text_body from outbox where kind = 'security_alert'",
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe(TEST_ADMIN.email);
    expect(mail[0]!.subject).toContain('Security alert');
    expect(mail[0]!.text_body).toContain(
      'Browsers you have signed in with before are not affected',
    );
    // Still under attack, still only one alert; the owner's browser still signs in at once.
    expect((await signIn(server, TEST_ADMIN, browser(OWNER_IP, device))).res.status).toBe(302);
  });

  it('finding 1: the login form does not pre-fill (or hint at) the admin e-mail', async () => {
    const html = await (await fetch(`${server.url}/admin`)).text();
    expect(html).toContain('Access Dashboard');
    expect(html).not.toContain('admin@carolinafamilygaragedoors.example');
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value=""/);
  });

  it('finding 2: 40 parallel sign-ins from one address with different e-mails get exactly 20 password checks', async () => {
    const ip = '198.51.100.77';
    const before = await countRows(
      server,
      "select count(*) as n from audit_log where event = 'sign-in-failed' and ip = ?",
      [ip],
    );
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postForm(
          server,
          '/admin',
          { intent: 'sign-in', email: `guess${i}@example.com`, password: 'Nope-1234-x' },
          browser(ip),
        ).then((res) => res.status),
      ),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(limits.auth.attemptsPerIp);
    expect(results.filter((s) => s === 429)).toHaveLength(40 - limits.auth.attemptsPerIp);
    const checks = await countRows(
      server,
      "select count(*) as n from audit_log where event = 'sign-in-failed' and ip = ?",
      [ip],
    );
    expect(checks - before).toBe(limits.auth.attemptsPerIp);
  });
});

/**
 * Must-show 2, as the issue states it: 1,000 failed sign-ins from 50 addresses during 60 s, while
 * the owner's browser (signed in before) signs in with the right password at once, and a new
 * browser with the right password gets in after the delays. Both databases run the scenario at
 * the same time, each against its own server, so the test stays near 80 s.
 * LOCKOUT_ATTACK_SECONDS shortens the attack (same behaviour, shorter delays); the fast tier
 * plays it for 15 s.
 */
const ATTACK_MS = Number(process.env.LOCKOUT_ATTACK_SECONDS ?? byTier(60, 15)) * 1000;
const ATTEMPTS = 1000;
const ADDRESSES = 50;

interface ScenarioResult {
  dialect: string;
  statuses: number[];
  ownerTimings: number[];
  ownerStatuses: number[];
  newBrowser: { elapsed: number; doneAt: number; waits: number[] };
}

async function lockoutScenario(server: TestServer): Promise<ScenarioResult> {
  const device = await ownerDevice(server);
  const started = performance.now();
  const at = () => performance.now() - started;

  // The attack: request i leaves at i/1000 of the attack time, from address i % 50.
  const attack = Array.from({ length: ATTEMPTS }, async (_, i) => {
    await sleep((i * ATTACK_MS) / ATTEMPTS);
    // Uncompressed, as a script would ask: neither side spends CPU on gzip (two shared cores).
    const { res } = await signIn(server, wrong(i), {
      ...browser(`10.1.0.${1 + (i % ADDRESSES)}`),
      'Accept-Encoding': 'identity',
    });
    // Read to the end, as a client does: an unread body would keep its connection busy.
    await res.arrayBuffer();
    return res.status;
  });

  // The owner's browser, four times during the attack.
  const ownerTimings: number[] = [];
  const ownerStatuses: number[] = [];
  const owner = (async () => {
    for (const fraction of [0.1, 0.35, 0.6, 0.85]) {
      await sleep(Math.max(0, fraction * ATTACK_MS - at()));
      const t0 = performance.now();
      const { res, cookie } = await signIn(server, TEST_ADMIN, browser(OWNER_IP, device));
      ownerTimings.push(performance.now() - t0);
      ownerStatuses.push(res.status);
      if (res.status === 302) expect(await whoAmI(server, cookie)).toBe(TEST_ADMIN.email);
    }
  })();

  // A new browser with the right password, from its own address, starting 1 s into the
  // attack and following Retry-After as the page tells a person to.
  const fresh = (async () => {
    await sleep(1000);
    const t0 = performance.now();
    const waits: number[] = [];
    for (;;) {
      const { res, cookie } = await signIn(server, TEST_ADMIN, browser('192.0.2.77'));
      if (res.status === 302) {
        expect(await whoAmI(server, cookie)).toBe(TEST_ADMIN.email);
        return { elapsed: performance.now() - t0, doneAt: at(), waits };
      }
      expect(res.status, serverErrors(server)).toBe(429);
      const wait = Number(res.headers.get('retry-after'));
      waits.push(wait);
      await sleep(wait * 1000);
    }
  })();

  const [statuses, , newBrowser] = await Promise.all([Promise.all(attack), owner, fresh]);
  return { dialect: server.dialect, statuses, ownerTimings, ownerStatuses, newBrowser };
}

describe('must-show 2: 1,000 failed sign-ins from 50 addresses', () => {
  let servers: TestServer[] = [];
  beforeAll(async () => {
    servers = await Promise.all(
      (await dialects()).map(async (dialect) => {
        const server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
        await createAdmin(server);
        return server;
      }),
    );
  });
  afterAll(() => Promise.all(servers.map((server) => server.dispose())));

  it(
    'the owner signs in at once; a new browser gets in after the delays (each database)',
    { timeout: 2 * ATTACK_MS + 60_000 },
    async () => {
      const results = await Promise.all(servers.map(lockoutScenario));
      for (const { dialect, statuses, ownerTimings, ownerStatuses, newBrowser } of results) {
        const checked = statuses.filter((s) => s === 401).length;
        const refused = statuses.filter((s) => s === 429).length;
        console.info(
          `[must-show 2, ${dialect}] ${ATTEMPTS} requests / ${ADDRESSES} addresses / ${ATTACK_MS / 1000} s: ` +
            `${checked} password checks, ${refused} refused before hashing; owner's browser ` +
            `${ownerTimings.map((t) => `${Math.round(t)} ms`).join(', ')}; new browser signed in ` +
            `${(newBrowser.elapsed / 1000).toFixed(1)} s after its first try ` +
            `(${((newBrowser.doneAt - ATTACK_MS) / 1000).toFixed(1)} s after the attack's end), ` +
            `waits ${newBrowser.waits.join(', ')} s`,
        );
        expect(checked + refused, dialect).toBe(ATTEMPTS);
        // Throttled attempts are refused before argon2: the account's schedule allows the free
        // attempts plus one per doubling delay (5, 10, 20, 40 s ...): a dozen at most, not 1,000.
        const delayedSlots = Math.floor(Math.log2(ATTACK_MS / limits.auth.backoffFirstMs + 1));
        expect(checked, dialect).toBeLessThanOrEqual(
          limits.auth.attemptsPerAccount + delayedSlots + 1,
        );
        expect(
          ownerStatuses,
          `${dialect}: ${serverErrors(servers.find((x) => x.dialect === dialect)!)}`,
        ).toEqual([302, 302, 302, 302]);
        // "At once": the owner is neither refused (302 above) nor held for the least wait the
        // throttle imposes. Idle, a sign-in here takes 30-150 ms; beside `test:fast`'s typecheck
        // and unit tests on two cores one took 2.2 s, past the bound of 2 s this had without a
        // reason, so the bound is the throttle's own first delay.
        for (const t of ownerTimings) expect(t, dialect).toBeLessThan(limits.auth.backoffFirstMs);
        // The designed bound: the delays double, so the one in force when the attack stops is at
        // most the attack's length plus the first delay; the new browser is in by then (plus a
        // margin for two loaded cores).
        expect(newBrowser.doneAt, dialect).toBeLessThanOrEqual(
          2 * ATTACK_MS + limits.auth.backoffFirstMs + 3000,
        );
      }
      // Each owner was told once, by the audit log and an e-mail.
      for (const server of servers) {
        expect(
          await countRows(
            server,
            "select count(*) as n from audit_log where event = 'account-under-attack'",
          ),
        ).toBe(1);
        expect(
          await countRows(
            server,
            "select count(*) as n from outbox where kind = 'security_alert' and to_address = ?",
            [TEST_ADMIN.email],
          ),
        ).toBe(1);
      }
    },
  );
});

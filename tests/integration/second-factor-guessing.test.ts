/**
 * Someone who has the owner's password guesses the six-digit code. A right password opens a new
 * challenge, each with its own free attempts: counted per challenge only, the codes could be
 * guessed without end (about 333,000 guesses for one in three valid codes, hours at the speed of
 * the password check). The codes are also counted per account from browsers the owner has not
 * signed in with; the owner's own browser is not held up, and the owner is told by e-mail that
 * the password is known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { currentTotp } from '#app/server/auth/totp.ts';
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
import { startServer, type TestServer } from '../support/server.ts';

/** A code that matches none of the steps the server accepts now. */
function wrongCode(secret: string, seed: number): string {
  const valid = [-60_000, -30_000, 0, 30_000, 60_000].map((d) =>
    currentTotp(secret, Date.now() + d),
  );
  let n = seed;
  for (;;) {
    const code = String(n % 1_000_000).padStart(6, '0');
    if (!valid.includes(code)) return code;
    n += 1;
  }
}

describe.each(await dialects())('second-factor guessing on %s', (dialect) => {
  let server: TestServer;
  let secret = '';
  /** The owner's browser: it signed in before, so it holds the account's device cookie. */
  let ownerCookie = '';
  let ownerJar: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServer({ dialect });
    await createAdmin(server);
    const owner = await signIn(server);
    ownerCookie = owner.cookie;
    ownerJar = owner.cookies;
    await postForm(server, '/admin/security', { intent: 'totp-start' }, { Cookie: ownerCookie });
    const page = await (
      await fetch(`${server.url}/admin/security`, { headers: { Cookie: ownerCookie } })
    ).text();
    secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1] ?? '';
    expect(secret).not.toBe('');
    const confirmed = await postForm(
      server,
      '/admin/security',
      { intent: 'totp-confirm', code: currentTotp(secret), currentPassword: TEST_ADMIN.password },
      { Cookie: ownerCookie },
    );
    expect(await confirmed.text()).toMatch(/[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}/);
  });
  afterAll(() => server?.dispose());

  it('a new challenge does not give a password holder new free codes; the owner still signs in', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Three challenges from a browser with no cookies, five wrong codes each.
    for (let round = 0; round < 3; round++) {
      const step1 = await signIn(server);
      expect(step1.res.status).toBe(302);
      expect(step1.cookies.cfgd_mfa).toMatch(/^[\w-]{43}$/);
      for (let i = 0; i < limits.auth.attemptsPerDevice; i++) {
        const res = await postForm(
          server,
          '/admin',
          { intent: 'second-factor', code: wrongCode(secret, 123_456 + round * 10 + i) },
          { Cookie: step1.cookie },
        );
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
    }
    const free = limits.auth.attemptsPerAccount;
    expect(statuses.slice(0, free)).toEqual(Array<number>(free).fill(401));
    expect(statuses.slice(free)).toEqual(Array<number>(statuses.length - free).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);

    // The owner is told once that the password is known, with the link for a new browser.
    const alerts = await server.query<{ to_address: string; text_body: string }>(
      "select to_address, text_body from outbox where kind = 'security_alert'",
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to_address).toBe(TEST_ADMIN.email);
    expect(alerts[0]!.text_body).toContain(
      'with your password and is now guessing your two-step code',
    );
    expect(alerts[0]!.text_body).toContain('change your password now');
    expect(alerts[0]!.text_body).toMatch(/\/admin\?sign-in-link=[\w-]+/);
    const audit = await server.query<{ detail: string }>(
      "select detail from audit_log where event = 'account-under-attack'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toContain('wrong two-step codes after a right password');

    // Even the right code waits on such a browser: nothing is checked during the wait.
    const attacker = await signIn(server);
    const refused = await postForm(
      server,
      '/admin',
      { intent: 'second-factor', code: currentTotp(secret, Date.now() + 30_000) },
      { Cookie: attacker.cookie },
    );
    expect(refused.status).toBe(429);
    expect(cookiesFrom(refused).cfgd_session).toBeUndefined();

    // The owner's browser is counted on its own: its code signs in at once.
    const owner = await signIn(server, TEST_ADMIN, { Cookie: ownerCookie });
    expect(owner.res.status).toBe(302);
    const challengeCookie = cookieHeader({ ...ownerJar, ...owner.cookies });
    const good = await postForm(
      server,
      '/admin',
      { intent: 'second-factor', code: currentTotp(secret, Date.now() + 30_000) },
      { Cookie: challengeCookie },
    );
    expect(good.status).toBe(302);
    const session = cookieHeader({ ...ownerJar, ...owner.cookies, ...cookiesFrom(good) });
    expect(await whoAmI(server, session)).toBe(TEST_ADMIN.email);
  });
});

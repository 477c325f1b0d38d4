import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import {
  TEST_ADMIN,
  cookiesFrom,
  createAdmin,
  postForm,
  runAdminCreate,
  signIn,
  whoAmI,
} from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 37, new-browser lock-out: someone on the owner's address (same network) types made-up
 * e-mails. Only the address was throttled, so no alert and no sign-in link reached the owner,
 * whose new browser got 0 of 6 sign-ins in 200 s, and `admin:create` left it at 429. Now the
 * address's wait alerts the owner with the one-time link, and `admin:create` clears every delay
 * and can print a link (`--sign-in-link`). The server believes X-Forwarded-For (TRUST_PROXY=1).
 */
const OWNER_IP = '198.51.100.37';
const from = (ip: string, cookie?: string): Record<string, string> => ({
  'X-Forwarded-For': ip,
  ...(cookie ? { Cookie: cookie } : {}),
});

describe.each(await dialects())('a new browser on an attacked address on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let made = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: {
        TRUST_PROXY: '1',
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '100',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '800',
      },
    });
    await createAdmin(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  /** The attacker: made-up e-mails from the owner's address until the address waits. */
  async function attack(): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < limits.auth.attemptsPerIp + 2; i += 1) {
      made += 1;
      const { res } = await signIn(
        server,
        { email: `made-up-${made}@example.com`, password: `Wrong-Door-${made}-guess` },
        from(OWNER_IP),
      );
      statuses.push(res.status);
    }
    return statuses;
  }

  /** A new browser spends a sign-in link: it gets the owner's device cookie. */
  async function useLink(link: string): Promise<string> {
    const url = new URL(link);
    const token = url.searchParams.get('sign-in-link') ?? '';
    const res = await postForm(
      server,
      `${url.pathname}${url.search}`,
      { intent: 'use-sign-in-link', token },
      from(OWNER_IP),
    );
    expect(res.status).toBe(302);
    const device = cookiesFrom(res).cfgd_device;
    expect(device).toBeTruthy();
    return `cfgd_device=${device}`;
  }

  it('the owner is alerted with a sign-in link, and the link lets their new browser in', async () => {
    const statuses = await attack();
    expect(statuses.at(-1)).toBe(429);
    // The lock-out: the owner's new browser, right password, same address, waits.
    const fresh = await signIn(server, TEST_ADMIN, from(OWNER_IP));
    expect(fresh.res.status).toBe(429);

    const [alert] = (await smtp.waitFor(1, 15_000)).filter((m) =>
      m.envelopeTo.includes(TEST_ADMIN.email),
    );
    expect(alert?.text).toContain('made-up e-mail addresses');
    const link = /https?:\/\/\S+sign-in-link=[\w-]{43}/.exec(alert?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const device = await useLink(link!);
    // The attack goes on; the owner's browser is one of theirs now and signs in at once.
    expect((await attack()).every((s) => s === 429)).toBe(true);
    const owner = await signIn(server, TEST_ADMIN, from(OWNER_IP, device));
    expect(owner.res.status).toBe(302);
    expect(await whoAmI(server, owner.cookie)).toBe(TEST_ADMIN.email);
  });

  it('admin:create clears every delay and --sign-in-link prints a link that lets a new browser in', async () => {
    await attack();
    expect((await signIn(server, TEST_ADMIN, from(OWNER_IP))).res.status).toBe(429);

    const cli = await runAdminCreate(server, ['--sign-in-link']);
    expect(cli.code, cli.stderr).toBe(0);
    const link = /https?:\/\/\S+sign-in-link=[\w-]{43}/.exec(cli.stdout)?.[0];
    expect(link, cli.stdout).toBeTruthy();
    // The delays are gone: the owner's next sign-in is checked at once.
    const next = await signIn(server, TEST_ADMIN, from(OWNER_IP));
    expect(next.res.status).toBe(302);

    // The attacker fills the address's wait again; the printed link still lets a new browser in.
    await attack();
    expect((await signIn(server, TEST_ADMIN, from(OWNER_IP))).res.status).toBe(429);
    const device = await useLink(link!);
    const owner = await signIn(server, TEST_ADMIN, from(OWNER_IP, device));
    expect(owner.res.status).toBe(302);

    // A password reset from the shell clears the address's delays too (before: still 429).
    await attack();
    await createAdmin(server);
    expect((await signIn(server, TEST_ADMIN, from(OWNER_IP))).res.status).toBe(302);
  });
});

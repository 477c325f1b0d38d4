/**
 * Someone holding the owner's signed-in session for a minute (a borrowed, unlocked phone) must
 * not be able to turn two-step sign-in on with their own authenticator app and keep the
 * recovery codes: the owner would be locked out of the admin until someone with shell access
 * ran `npm run admin:create`. Turning it on asks for the current password, like turning it off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { currentTotp } from '#app/server/auth/totp.ts';
import { TEST_ADMIN, createAdmin, postForm, signIn } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

describe.each(await dialects())('turning two-step sign-in on, on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
    await createAdmin(server);
  });
  afterAll(() => server?.dispose());

  async function pendingSecret(cookie: string): Promise<string> {
    await postForm(server, '/admin/security', { intent: 'totp-start' }, { Cookie: cookie });
    const page = await (
      await fetch(`${server.url}/admin/security`, { headers: { Cookie: cookie } })
    ).text();
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7]+)</.exec(page)?.[1] ?? '';
    expect(secret).not.toBe('');
    return secret;
  }
  const confirm = (cookie: string, fields: Record<string, string>) =>
    postForm(server, '/admin/security', { intent: 'totp-confirm', ...fields }, { Cookie: cookie });
  const totpOn = async () =>
    (await server.query<{ s: string | null }>('select totp_secret as s from admin_users'))[0]?.s;

  it('a session without the password cannot turn it on; the owner still signs in with the password alone', async () => {
    const { cookie } = await signIn(server);
    const secret = await pendingSecret(cookie);

    const noPassword = await confirm(cookie, { code: currentTotp(secret) });
    const noPasswordHtml = await noPassword.text();
    expect(noPasswordHtml).toContain('Current password is incorrect');
    expect(noPasswordHtml).not.toMatch(/[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}/);
    const wrong = await confirm(cookie, {
      code: currentTotp(secret),
      currentPassword: 'Not-The-Password-1',
    });
    expect(await wrong.text()).toContain('Current password is incorrect');
    expect(await totpOn()).toBeNull();
    expect((await signIn(server)).cookies.cfgd_session).toMatch(/^[\w-]{43}$/);

    // Counted like turning it off: past the free attempts, a wait, even with the right password.
    for (let i = 2; i < limits.auth.attemptsPerDevice; i++) {
      await confirm(cookie, { code: currentTotp(secret), currentPassword: `Wrong-${i}-Door` });
    }
    const throttled = await confirm(cookie, {
      code: currentTotp(secret),
      currentPassword: TEST_ADMIN.password,
    });
    expect(await throttled.text()).toMatch(/Too many sign-in attempts\. Please try again in/);
    expect(await totpOn()).toBeNull();
  });

  it('the owner turns it on with the password and a code: audited, recovery codes shown once', async () => {
    const { cookie } = await signIn(server);
    const secret = await pendingSecret(cookie);
    const badCode = await confirm(cookie, {
      code: '000000',
      currentPassword: TEST_ADMIN.password,
    });
    expect(await badCode.text()).toContain('That code did not match');
    const ok = await confirm(cookie, {
      code: currentTotp(secret),
      currentPassword: TEST_ADMIN.password,
    });
    const html = await ok.text();
    expect(html).toContain('Two-step sign-in is on');
    expect(html).toMatch(/[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}/);
    expect(await totpOn()).toBe(secret);
    const audit = await server.query<{ event: string }>(
      "select event from audit_log where event like 'totp-%' order by id",
    );
    expect(audit.map((a) => a.event)).toEqual(['totp-enabled']);
  });
});

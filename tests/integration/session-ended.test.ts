import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '#app/lib/messages/login.ts';
import { createAdmin, postForm, signIn } from '../support/admin.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37: the sign-in gate says the session ended when the browser sends a session cookie
 * that opens no session, and clears that cookie with the answer, so the next visit shows the
 * plain form (before, the message showed on every visit until the owner signed in again).
 */
describe.each(await dialects())('the ended session on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('says the session ended once, clearing the stale cookie', async () => {
    const cookie = await adminCookie(server);
    const name = cookie.slice(0, cookie.indexOf('='));
    // Signed out elsewhere (or idle past the limit): the row is gone, the browser keeps the cookie.
    await server.query('delete from admin_sessions');

    const first = await fetch(`${server.url}/admin`, { headers: { cookie } });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(loginMessages.sessionEnded);
    const cleared = first.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(new RegExp(`^${name}=;`));
    expect(cleared).toMatch(/Max-Age=0/i);

    // The browser dropped it: the next visit is the plain form.
    const next = await fetch(`${server.url}/admin`);
    expect(next.status).toBe(200);
    const html = await next.text();
    expect(html).not.toContain(loginMessages.sessionEnded);
    expect(html).toContain('data-login-gate');
  });

  it('tells a device signed out from another one, and has it forget its drafts', async () => {
    await server.query('delete from admin_users');
    await createAdmin(server);
    const phone = await signIn(server);
    const laptop = await signIn(server);
    expect(phone.cookies.cfgd_device).toBeTruthy();
    const done = await postForm(
      server,
      '/admin/security',
      { intent: 'sign-out-everywhere', confirm: 'yes' },
      { Cookie: laptop.cookie, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(done.status).toBeLessThan(400);

    const res = await fetch(`${server.url}/admin`, { headers: { cookie: phone.cookie } });
    const html = await res.text();
    expect(html).toContain(loginMessages.signedOutEverywhere);
    expect(html).not.toContain(loginMessages.sessionEnded);
    // That the phone then forgets its drafts: tests/e2e/note-drafts.spec.ts.
  });

  it('an idle end on a device that still holds its device cookie keeps the drafts', async () => {
    await server.query('delete from admin_users');
    await createAdmin(server);
    const phone = await signIn(server);
    await server.query('delete from admin_sessions');
    const html = await (
      await fetch(`${server.url}/admin`, { headers: { cookie: phone.cookie } })
    ).text();
    expect(html).toContain(loginMessages.sessionEnded);
    expect(html).not.toContain(loginMessages.signedOutEverywhere);
  });

  it('a visit without any session cookie clears nothing', async () => {
    const res = await fetch(`${server.url}/admin`);
    expect(res.headers.getSetCookie().filter((c) => /Max-Age=0/i.test(c))).toEqual([]);
  });
});

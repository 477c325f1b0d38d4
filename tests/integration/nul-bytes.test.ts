import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { createAdmin, postForm, sameOrigin, signIn, TEST_ADMIN } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { serverErrors, startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37: PostgreSQL text cannot hold a NUL byte, and a sign-in e-mail carrying one answered
 * 500 (50 of 50, not throttled, two stack traces each). Whatever a visitor types now reaches
 * either database without NUL (app/server/db/text-parameters.ts), so every public input answers
 * as it would without the byte: the normal failed sign-in, throttled like any other, a 404 for
 * a token, a lead stored or refused with the spec's message.
 */
const NUL = '\u0000';

describe.each(await dialects())('NUL bytes in public input on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    await createAdmin(server);
  });
  afterAll(() => server?.dispose());

  const errorLines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50')).length;

  it('a NUL in the sign-in e-mail is a failed sign-in, throttled like any other', async () => {
    const errorsBefore = errorLines();
    const statuses: number[] = [];
    for (let i = 0; i < limits.auth.attemptsPerAccount + 3; i += 1) {
      const { res } = await signIn(
        server,
        { email: `${TEST_ADMIN.email}${NUL}`, password: `Wrong${NUL}Door-${i}` },
        { 'X-Forwarded-For': '198.51.100.200' },
      );
      statuses.push(res.status);
    }
    expect(statuses, serverErrors(server)).toEqual([
      ...Array<number>(limits.auth.attemptsPerAccount).fill(401),
      429,
      429,
      429,
    ]);
    expect(errorLines(), serverErrors(server)).toBe(errorsBefore);
    // The owner's own sign-in is untouched.
    const owner = await signIn(server, TEST_ADMIN, { 'X-Forwarded-For': '198.51.100.201' });
    expect(owner.res.status).toBe(302);
  });

  it('answers every other public text input carrying NUL without a server error', async () => {
    const errorsBefore = errorLines();
    const withNul = (text: string) => `${text}${NUL}x`;
    const answers: Array<[string, number]> = [];
    const record = (what: string, res: Response | { status: number }) =>
      answers.push([what, res.status]);

    // The lead API: every field and an appointment start.
    const lead = await postLead(server, {
      ...validLead,
      name: withNul('Nul Name'),
      address: withNul('1 Nul Street'),
      message: withNul('door'),
      location: withNul('Concord'),
    });
    record('POST /api/leads fields', lead);
    record(
      'POST /api/leads e-mail',
      await postLead(server, { ...validLead, email: withNul('nul@example.com') }),
    );
    record(
      'POST /api/leads appointment',
      await postLead(server, { ...validLead, appointment: { start: withNul('2027-01-01') } }),
    );
    const form = {
      name: withNul('Form Nul'),
      email: 'form-nul@example.com',
      phone: '(704) 555-0100',
      service: withNul('repair'),
      message: withNul('hello'),
    };
    for (const path of ['/contact', '/free-estimate', '/book', '/upload']) {
      record(`POST ${path}`, await postForm(server, path, form, { 'X-Forwarded-For': uniqueIp() }));
    }
    const token = encodeURIComponent(withNul('token'));
    record('GET /visit', await fetch(`${server.url}/visit/${token}`));
    record('GET /api/visits', await fetch(`${server.url}/api/visits/${token}`));
    for (const action of ['move', 'cancel']) {
      record(
        `POST /api/visits/${action}`,
        await fetch(`${server.url}/api/visits/${token}/${action}`, {
          method: 'POST',
          headers: { ...sameOrigin(server), 'Content-Type': 'application/json' },
          body: JSON.stringify({ start: withNul('2027') }),
        }),
      );
    }
    record('GET /unsubscribe', await fetch(`${server.url}/unsubscribe?token=${token}`));
    record(
      'POST /unsubscribe',
      await postForm(server, `/unsubscribe?token=${token}`, { 'List-Unsubscribe': 'One-Click' }),
    );
    record('GET /calendar', await fetch(`${server.url}/calendar/${token}.ics`));
    record('GET sign-in link', await fetch(`${server.url}/admin?sign-in-link=${token}`));
    record(
      'POST sign-in link',
      await postForm(server, `/admin?sign-in-link=${token}`, {
        intent: 'use-sign-in-link',
        token: withNul('token'),
      }),
    );
    record('GET /init-admin', await fetch(`${server.url}/init-admin?token=${token}`));
    record(
      'POST /api/events',
      await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ type: 'view', path: withNul('/') }),
      }),
    );
    record(
      'POST /api/admin/push/subscription',
      await fetch(`${server.url}/api/admin/push/subscription`, {
        method: 'POST',
        headers: { ...sameOrigin(server), 'Content-Type': 'application/json' },
        body: JSON.stringify({ endpoint: withNul('https://push.example/'), keys: {} }),
      }),
    );
    const failed = answers.filter(([, status]) => status >= 500);
    expect(failed, serverErrors(server)).toEqual([]);
    expect(errorLines(), serverErrors(server)).toBe(errorsBefore);
    // A lead's text is stored without the byte (the intake drops control characters).
    expect(lead.status).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { dropSchema, uniqueSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor, waitFor } from '../support/waits.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';

/** Fast retries so a test sees several failed attempts and a prompt recovery. */
const FAST_MAIL = { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '800' };

function outboxId(mail: ReceivedMail): string {
  return /<outbox-(\d+)\./.exec(mail.headers['message-id'] ?? '')?.[1] ?? 'none';
}

async function sendLeads(servers: TestServer[], count: number, tag: string) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      postLead(servers[i % servers.length]!, {
        ...validLead,
        name: `${tag} ${i}`,
        email: `customer${i}@example.com`,
      }),
    ),
  );
}

async function expectDeliveredOnce(server: TestServer, smtp: TestSmtp, expected: number) {
  await smtp.waitFor(expected, 45_000);
  // Give a duplicate (if the claim were not exclusive) time to show up: past the longest
  // backoff, at the next turns.
  await quietFor(Number(FAST_MAIL.MAIL_RETRY_MAX_MS) + outboxTicks(FAST_MAIL.MAIL_POLL_MS));
  expect(smtp.messages).toHaveLength(expected);
  const ids = smtp.messages.map(outboxId);
  expect(new Set(ids).size).toBe(expected);
  const rows = await server.query<{ status: string; n: number }>(
    'select status, count(*) as n from outbox group by status',
  );
  expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([['sent', expected]]);
  const sentAttempts = await server.query<{ outbox_id: number; n: number }>(
    "select outbox_id, count(*) as n from outbox_attempts where outcome = 'sent' group by outbox_id",
  );
  expect(sentAttempts).toHaveLength(expected);
  expect(sentAttempts.every((r) => Number(r.n) === 1)).toBe(true);
}

describe.each(await dialects())('mail outbox on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.setDown(true);
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...FAST_MAIL },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it('stores 50 leads while SMTP is down, records the failed attempts, then delivers every mail exactly once', async () => {
    const started = Date.now();
    const answers = await sendLeads([server], 50, 'Outage');
    expect(answers.map((a) => a.status)).toEqual(Array<number>(50).fill(201));
    expect(Date.now() - started).toBeLessThan(10_000);
    const leads = await server.query<{ n: number }>(
      'select count(*) as n from contact_submissions',
    );
    expect(Number(leads[0]?.n)).toBe(50);

    await expect
      .poll(
        async () =>
          Number(
            (
              await server.query<{ n: number }>(
                "select count(distinct outbox_id) as n from outbox_attempts where outcome = 'failed'",
              )
            )[0]?.n,
          ),
        { timeout: 20_000 },
      )
      .toBe(100);
    const failed = await server.query<{ error: string }>(
      "select error from outbox_attempts where outcome = 'failed' limit 1",
    );
    expect(failed[0]?.error).toMatch(/421|not available|Service/i);
    expect(smtp.messages).toHaveLength(0);

    smtp.setDown(false);
    await expectDeliveredOnce(server, smtp, 100);
    const owner = smtp.messages.filter((m) => m.subject.startsWith('New quote request'));
    expect(owner).toHaveLength(50);
  });

  it('stops the worker cleanly on SIGTERM', async () => {
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(server.output()).toContain('mail outbox worker stopped');
  });
});

describe.runIf((await dialects()).includes('postgres'))('two instances on one PostgreSQL', () => {
  const schema = uniqueSchema();
  let smtp: TestSmtp;
  let servers: TestServer[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    smtp.setDown(true);
    const env = { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...FAST_MAIL };
    // One after the other: the first applies the migrations.
    const first = await startServer({ dialect: 'postgres', schema, env });
    const second = await startServer({ dialect: 'postgres', schema, env });
    servers = [first, second];
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.dispose()));
    await smtp?.close();
    await dropSchema(schema).catch(() => undefined);
  });

  it('holds the per-IP limit across both instances', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < limits.lead.perIp.max + 1; i += 1) {
      const res = await postLead(
        servers[i % 2]!,
        // Own addresses: one address gets at most 2 confirmations a day (issue 19).
        { ...validLead, name: `Shared IP ${i}`, email: `shared-ip-${i}@example.com` },
        {
          ip,
          headers: { 'User-Agent': `agent ${i}` },
        },
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.error).toBe(messages.contactForm.rateLimited);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('holds the per-browser cooldown across both instances', async () => {
    const first = await postLead(servers[0]!, validLead);
    expect(first.status).toBe(201);
    const second = await postLead(servers[1]!, validLead, { cookie: first.browserCookie! });
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(messages.contactForm.rateLimited);
  });

  it('never sends a message twice while both instances work the same outbox', async () => {
    const answers = await sendLeads(servers, 50, 'Shared');
    expect(answers.every((a) => a.status === 201)).toBe(true);
    // Both instances meet the SMTP server down before it recovers: within a few turns at the
    // longest backoff.
    await waitFor(
      async () =>
        (
          await servers[0]!.query<{ instance: string }>(
            'select distinct instance from outbox_attempts',
          )
        ).length === 2,
      {
        deadlineMs: outboxTicks(FAST_MAIL.MAIL_RETRY_MAX_MS, 3),
        what: 'failed attempts from both instances',
      },
    );
    smtp.setDown(false);
    // 5 + 1 leads from the tests above, 50 here: two mails each.
    await expectDeliveredOnce(servers[0]!, smtp, 112);
    const instances = await servers[0]!.query<{ instance: string }>(
      'select distinct instance from outbox_attempts',
    );
    expect(instances.length).toBe(2);
  });
});

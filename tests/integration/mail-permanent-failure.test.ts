import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/dialects.ts';
import { postLead, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { margins } from '../support/waits.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 27, item 17 (mail): an SMTP 5xx reply is permanent (RFC 5321 section 4.2.1). The
 * message is parked after one attempt and the delivery log says so; a 4xx is still retried. An
 * http PUBLIC_ORIGIN in production is warned about at start (RFC 8058 section 3.1).
 */

const FAST_MAIL = { MAIL_POLL_MS: '100', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(await dialects())('SMTP refusals on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', ...FAST_MAIL },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it('a 550 parks the message after one attempt, and the delivery log says permanent', async () => {
    smtp.refuseRecipients(550);
    const res = await postLead(server, { ...validLead, email: 'nobody@example.com' });
    expect(res.status).toBe(201);
    // Both e-mails of the lead are refused and parked.
    await expect
      .poll(
        async () =>
          (
            await server.query<{ status: string }>('select status from outbox where lead_id = ?', [
              res.body.id,
            ])
          ).map((r) => r.status),
        { timeout: 15_000 },
      )
      .toEqual(['dead', 'dead']);
    // Several retry intervals later: still one attempt each.
    await sleep(Number(FAST_MAIL.MAIL_RETRY_MAX_MS) * 3 + margins.lateMs);
    const rows = await server.query<{ attempts: number; last_error: string }>(
      'select attempts, last_error from outbox where lead_id = ?',
      [res.body.id],
    );
    for (const row of rows) {
      expect(Number(row.attempts)).toBe(1);
      expect(row.last_error).toMatch(/^permanent failure \(SMTP 550, not retried\)/);
    }
    const log = await server.query<{ outcome: string; error: string }>(
      'select a.outcome, a.error from outbox_attempts a join outbox o on o.id = a.outbox_id where o.lead_id = ?',
      [res.body.id],
    );
    expect(log).toHaveLength(2);
    for (const entry of log) {
      expect(entry.outcome).toBe('failed');
      expect(entry.error).toContain('permanent failure (SMTP 550');
    }
    expect(server.output()).toContain('mail attempt failed permanently: parked, not retried');
    smtp.refuseRecipients(null);
  });

  it('a 450 (temporary) is still retried until it is accepted', async () => {
    smtp.refuseRecipients(450);
    const before = smtp.messages.length;
    const res = await postLead(server, { ...validLead, email: 'later@example.com' });
    expect(res.status).toBe(201);
    await expect
      .poll(
        async () =>
          Number(
            (
              await server.query<{ n: number }>(
                'select max(attempts) as n from outbox where lead_id = ?',
                [res.body.id],
              )
            )[0]?.n ?? 0,
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2);
    smtp.refuseRecipients(null);
    await smtp.waitFor(before + 2, 15_000);
    await expect
      .poll(
        async () =>
          (
            await server.query<{ status: string }>('select status from outbox where lead_id = ?', [
              res.body.id,
            ])
          ).map((r) => r.status),
        { timeout: 10_000 },
      )
      .toEqual(['sent', 'sent']);
  });

  it('an http PUBLIC_ORIGIN in production is warned about at start', () => {
    expect(server.env.NODE_ENV).toBe('production');
    expect(server.output()).toContain('PUBLIC_ORIGIN is not https');
  });
});

import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendLead, startLeadStream, type LeadAttempt } from '../support/lead-stream.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks } from '../support/waits.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const acknowledged = (a: LeadAttempt) => a.status === 201 || a.status === 200;

describe('kill -9 of the server while leads arrive at 50 a second (SQLite)', () => {
  let smtp: TestSmtp | undefined;
  let server: TestServer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead, stores none twice, and the outbox resumes', async () => {
    smtp = await startSmtp();
    // Mail stays undeliverable until after the restart, so no e-mail can be half sent when
    // the process dies; the claims the dead process held must expire and be retried.
    smtp.setDown(true);
    const env = {
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: '200',
      MAIL_RETRY_MAX_MS: '500',
      MAIL_LEASE_MS: '1500',
      // Every lead's confirmation is counted below: lift the hourly cap (issue 19).
      MAIL_CONFIRMATIONS_PER_HOUR: '100000',
    };
    const first = await startServer({ env, keepData: true });
    server = first;
    dataDir = first.dataDir;
    const stream = startLeadStream(() => first.url, 50, 'kill9');
    // Kill once a good number were acknowledged: mid-stream, with requests in flight.
    const deadline = Date.now() + 30_000;
    while (stream.attempts.filter(acknowledged).length < 60 && Date.now() < deadline) {
      await sleep(100);
    }
    first.process.kill('SIGKILL');
    expect(await first.stop()).toBeNull(); // died of the signal, no exit code
    const attempts = await stream.stop();

    const before = attempts.filter(acknowledged);
    const unanswered = attempts.filter((a) => !acknowledged(a));
    expect(before.length).toBeGreaterThanOrEqual(60);
    console.info(
      `kill -9: ${attempts.length} sent, ${before.length} acknowledged, ${unanswered.length} without answer`,
    );
    for (const a of before) expect(a.body?.id).toBeTypeOf('number');

    server = await startServer({ env, dataDir });
    const restarted = server;
    // Every acknowledged lead survived the crash, with the id the client was given.
    const rows = await restarted.query<{ id: number; idempotency_key: string }>(
      'select id, idempotency_key from contact_submissions',
    );
    const byKey = new Map(rows.map((r) => [r.idempotency_key, Number(r.id)]));
    for (const a of before) expect(byKey.get(a.key)).toBe(a.body!.id);

    // The clients that got no answer retry with the same key: each lead ends up stored once
    // (200 = it had been committed before the crash, 201 = it had not).
    for (const a of unanswered) {
      const retry = await sendLead(restarted.url, a);
      expect([200, 201]).toContain(retry.status);
      if (byKey.has(a.key)) expect(retry.status).toBe(200);
    }
    const [count] = await restarted.query<{ n: number }>(
      'select count(*) as n from contact_submissions',
    );
    expect(Number(count?.n)).toBe(attempts.length);
    const twice = await restarted.query(
      'select idempotency_key from contact_submissions group by idempotency_key having count(*) > 1',
    );
    expect(twice).toEqual([]);
    const db = new DatabaseSync(path.join(dataDir, 'app.sqlite'));
    try {
      expect(db.prepare('pragma integrity_check').get()).toEqual({ integrity_check: 'ok' });
    } finally {
      db.close();
    }

    // The outbox resumes: two mails per lead, each delivered exactly once.
    smtp.setDown(false);
    const expected = attempts.length * 2;
    await smtp.waitFor(expected, 60_000);
    // A claim of the dead process sent again would come after its lease, at the next turns.
    await sleep(Number(env.MAIL_LEASE_MS) + outboxTicks(env.MAIL_POLL_MS));
    expect(smtp.messages).toHaveLength(expected);
    expect(new Set(smtp.messages.map((m) => m.headers['message-id'])).size).toBe(expected);
    const statuses = await restarted.query<{ status: string; n: number }>(
      'select status, count(*) as n from outbox group by status',
    );
    expect(statuses.map((r) => [r.status, Number(r.n)])).toEqual([['sent', expected]]);
  });
});

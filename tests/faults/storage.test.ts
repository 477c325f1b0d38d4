import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { sendLead } from '../support/lead-stream.ts';
import { leadPayload, visitorAddress } from '../support/lead-payloads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * A full disk and a read-only data folder under a running SQLite server. Both need root: the
 * full disk is a size-limited tmpfs mounted as the data folder and filled up; read-only is
 * the immutable attribute (`chattr +i`) on the folder and its files, which, unlike file modes,
 * also stops root and writes through files the server already has open.
 */
const isRoot = process.getuid?.() === 0;
if (!isRoot) console.warn('storage fault tests need root (mount, chattr): not run');

const failure = messages.contactForm.failure;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lead(tag: string) {
  return {
    key: crypto.randomUUID(),
    payload: leadPayload(tag),
    ip: visitorAddress(),
    agent: `storage-test/${crypto.randomUUID().slice(0, 8)}`,
  };
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
}

function checkpoint(dataDir: string): void {
  const db = new DatabaseSync(path.join(dataDir, 'app.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    // An empty WAL: the next commit must take new space (a WAL keeps and reuses its pages).
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

function integrity(dataDir: string): { ok: unknown; leads: number; orphans: number } {
  const db = new DatabaseSync(path.join(dataDir, 'app.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const ok = (db.prepare('pragma integrity_check').get() as { integrity_check: string })
      .integrity_check;
    const leads = Number(
      (db.prepare('select count(*) as n from contact_submissions').get() as { n: number }).n,
    );
    // A lead stored without its two e-mails, or e-mails without their lead: half a write.
    const orphans = Number(
      (
        db
          .prepare(
            `select count(*) as n from contact_submissions s
             where (select count(*) from outbox o where o.lead_id = s.id) <> 2`,
          )
          .get() as { n: number }
      ).n,
    );
    return { ok, leads, orphans };
  } finally {
    db.close();
  }
}

/** Sends leads until one is accepted again (the store recovered without a restart). */
async function untilAccepted(server: TestServer, tag: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await sendLead(server.url, lead(tag));
    if (answer.status === 201) return Date.now() - started;
    expect(answer.status).toBe(503);
    if (Date.now() - started > 20_000) throw new Error('no lead accepted 20 s after recovery');
    await sleep(250);
  }
}

async function expectRefused(server: TestServer, tag: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const answer = await sendLead(server.url, lead(tag));
    expect(answer.status).toBe(503);
    expect(answer.body?.error).toBe(failure);
  }
  // The HTML form without JavaScript says the same.
  const form = await fetch(`${server.url}/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: server.url,
      'x-forwarded-for': visitorAddress(),
    },
    body: new URLSearchParams(leadPayload(`${tag}-form`)),
  });
  expect(await form.text()).toContain(failure.replace(/'/g, '&#x27;'));
}

describe.runIf(isRoot)('full data disk (SQLite on a 24 MB tmpfs)', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  const mount = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-full-'));
  const filler = path.join(mount, 'filler');

  beforeAll(async () => {
    run('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mount]);
    smtp = await startSmtp();
    server = await startServer({
      dataDir: mount,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', MAIL_POLL_MS: '200' },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
    spawnSync('umount', [mount]);
    fs.rmSync(mount, { recursive: true, force: true });
  });

  it('refuses leads with the spec message and 503, stores nothing half, recovers by itself', async () => {
    for (let i = 0; i < 5; i++)
      expect((await sendLead(server.url, lead('full-ok'))).status).toBe(201);
    checkpoint(mount);
    const fd = fs.openSync(filler, 'w');
    const chunk = Buffer.alloc(256 * 1024);
    try {
      for (;;) fs.writeSync(fd, chunk);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }

    await expectRefused(server, 'full', 10);
    expect((await fetch(server.url)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();

    fs.rmSync(filler);
    const recoveredMs = await untilAccepted(server, 'full-after');
    console.info(`disk full: first lead accepted ${recoveredMs} ms after space came back`);
    const after = integrity(mount);
    expect(after.ok).toBe('ok');
    expect(after.orphans).toBe(0);
    expect(after.leads).toBe(6);
  });
});

describe.runIf(isRoot)('read-only data folder (SQLite, chattr +i)', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let frozen: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    if (frozen.length) spawnSync('chattr', ['-i', ...frozen]);
    await server?.dispose();
    await smtp?.close();
  });

  it('refuses leads with the spec message and 503, stores nothing half, recovers by itself', async () => {
    for (let i = 0; i < 3; i++)
      expect((await sendLead(server.url, lead('ro-ok'))).status).toBe(201);
    checkpoint(server.dataDir);
    frozen = [
      server.dataDir,
      ...fs.readdirSync(server.dataDir).map((name) => path.join(server.dataDir, name)),
    ];
    run('chattr', ['+i', ...frozen]);

    await expectRefused(server, 'ro', 10);
    expect((await fetch(server.url)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();

    run('chattr', ['-i', ...frozen]);
    frozen = [];
    const recoveredMs = await untilAccepted(server, 'ro-after');
    console.info(`read-only: first lead accepted ${recoveredMs} ms after writes were allowed`);
    const after = integrity(server.dataDir);
    expect(after.ok).toBe('ok');
    expect(after.orphans).toBe(0);
    expect(after.leads).toBe(4);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadStream } from '../support/lead-stream.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/waits.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function cli(server: TestServer, args: string[]) {
  return spawnSync(process.execPath, ['server/cli/backup.mjs', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...server.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** The README's SQLite backup and restore, as an operator runs them. */
describe('SQLite backup while serving, restore after a stop', () => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-backups-'));
  let server: TestServer | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    // The restored server still writes to its data directory (its WAL, the outbox worker) until
    // it is stopped, so the directory goes only after the server has: removing it earlier raced
    // those writes and failed with ENOTEMPTY once in CI.
    await server?.dispose();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('takes a consistent copy under load and brings exactly that state back', async () => {
    const first = await startServer({ env: { TRUST_PROXY: '1' }, keepData: true });
    server = first;
    dataDir = first.dataDir;
    const stream = startLeadStream(() => first.url, 20, 'backup');
    // A second's worth of leads stored (20 a second, each answered within sendLead's 15 s),
    // and the stream still sending while the copy is taken.
    await waitFor(() => stream.attempts.filter((a) => a.status === 201).length >= 20, {
      deadlineMs: 1_000 + 15_000,
      what: 'a second of leads stored',
    });
    const file = path.join(backups, 'app-backup.sqlite');
    const taken = cli(first, ['backup', file]);
    expect(taken.status, taken.stderr).toBe(0);
    const attempts = await stream.stop();
    expect(attempts.every((a) => a.status === 201)).toBe(true);
    const saved = Number(/(\d+) leads\)/.exec(taken.stdout)?.[1]);
    expect(saved).toBeGreaterThan(0);
    expect(saved).toBeLessThanOrEqual(attempts.length);

    // A refusal to overwrite, and to restore anything that is not our database.
    expect(cli(first, ['backup', file]).status).toBe(1);
    const junk = path.join(backups, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    expect(cli(first, ['restore', junk]).status).toBe(1);

    await first.stop();
    const restored = cli(first, ['restore', file]);
    expect(restored.status, restored.stderr).toBe(0);
    server = await startServer({ dataDir: first.dataDir, env: { TRUST_PROXY: '1' } });
    const rows = await server.query<{ n: number }>('select count(*) as n from contact_submissions');
    expect(Number(rows[0]?.n)).toBe(saved);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/dialects.ts';
import { postLead, validLead } from '../support/leads.ts';
import { dropSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/waits.ts';
import fs from 'node:fs';

/**
 * Group commit must not acknowledge a lead before its batch is committed: leads sent by many
 * clients at once, the server killed with SIGKILL in the middle, restarted on the same data.
 * Every lead that got a 201 must be there, once.
 */
describe.each(await dialects())('kill -9 during concurrent leads on %s', (dialect) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    const first = servers[0];
    if (first?.schema) await dropSchema(first.schema).catch(() => undefined);
    if (first) fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead after a crash, none twice', async () => {
    const server = await startServer({ dialect, keepData: true, env: { TRUST_PROXY: '1' } });
    servers.push(server);
    const acknowledged = new Map<string, number>();
    let failed = 0;
    let crashed = false;
    let sequence = 0;

    const client = async () => {
      while (!crashed) {
        sequence += 1;
        const key = randomUUID();
        try {
          const res = await postLead(
            server,
            { ...validLead, name: `Crash ${sequence}`, email: `crash${sequence}@example.com` },
            { idempotencyKey: key },
          );
          if (res.status === 201 && typeof res.body.id === 'number')
            acknowledged.set(key, res.body.id);
          else failed += 1;
        } catch {
          failed += 1; // the connection died with the server
        }
      }
    };
    const clients = Array.from({ length: 30 }, client);
    // Kill while requests are in flight, after enough leads to span many batches.
    // Half the test's 60 s timeout: a server that stops acknowledging fails here, saying so.
    await waitFor(() => acknowledged.size >= 300, {
      deadlineMs: 30_000,
      pollMs: 5,
      what: '300 leads acknowledged',
    }).catch((error: unknown) => {
      crashed = true;
      throw error;
    });
    server.process.kill('SIGKILL');
    crashed = true;
    await server.stop('SIGKILL');
    await Promise.all(clients);
    expect(failed).toBeGreaterThan(0); // the kill did catch requests mid-flight

    const restarted = await startServer({
      dialect,
      dataDir: server.dataDir,
      ...(server.schema ? { schema: server.schema } : {}),
      keepData: true,
    });
    servers.push(restarted);
    const rows = await restarted.query<{ id: number; idempotency_key: string }>(
      'select id, idempotency_key from contact_submissions',
    );
    const stored = new Map(rows.map((r) => [r.idempotency_key, Number(r.id)]));
    const missing = [...acknowledged].filter(([key, id]) => stored.get(key) !== id);
    expect(missing).toEqual([]);
    expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(rows.length);
    // And the restarted server takes leads again.
    const after = await postLead(restarted, validLead, { idempotencyKey: randomUUID() });
    expect(after.status).toBe(201);
  });
});

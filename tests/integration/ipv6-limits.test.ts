import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { createAdmin, signIn } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37 (IPv6): one subscriber holds a whole /64, so every per-address limit counts an IPv6
 * client by its /64 (app/server/security/address-key.ts). Before, 40 addresses of one /64 sent
 * 40 of 40 leads and 25 sign-ins from one /64 were all checked. The server believes
 * X-Forwarded-For (TRUST_PROXY=1), so one test plays many addresses.
 */
const PREFIX = '2001:db8:37:64';
const inPrefix = (i: number) => `${PREFIX}:${(i + 1).toString(16)}:0:0:${(i * 7 + 3).toString(16)}`;

describe.each(await dialects())('per-address limits over IPv6 on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    await createAdmin(server);
  });
  afterAll(() => server?.dispose());

  it('counts leads from 40 addresses of one /64 as from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await postLead(
        server,
        { ...validLead, name: `Six Four ${i}`, email: `six-four-${i}@example.com` },
        { ip: inPrefix(i) },
      );
      statuses.push(res.status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    // One cookie-less browser on one address: its first lead, then the cooldown (as over IPv4).
    expect({ accepted, refused: statuses.filter((s) => s === 429).length }).toEqual({
      accepted: 1,
      refused: 39,
    });
    // The same address spelt another way, and the IPv4-mapped form of an IPv4 address, are
    // the addresses they name.
    const v4 = await postLead(
      server,
      { ...validLead, email: 'mapped@example.com' },
      {
        ip: '198.51.100.37',
      },
    );
    expect(v4.status).toBe(201);
    const mapped = await postLead(
      server,
      { ...validLead, email: 'mapped-2@example.com' },
      {
        ip: '::ffff:198.51.100.37',
      },
    );
    expect(mapped.status).toBe(429);
    // A neighbouring /64 is another subscriber.
    const neighbour = await postLead(
      server,
      { ...validLead, email: 'neighbour@example.com' },
      {
        ip: '2001:db8:37:65::1',
      },
    );
    expect(neighbour.status).toBe(201);
  });

  it('throttles sign-ins from 25 addresses of one /64 as from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const { res } = await signIn(
        server,
        { email: `made-up-${i}@example.com`, password: `Wrong-Door-${i}-guess` },
        { 'X-Forwarded-For': `2001:db8:99:1:${(i + 1).toString(16)}::1` },
      );
      statuses.push(res.status);
    }
    // The address's free attempts are checked (401), every later one waits (429).
    expect(statuses.filter((s) => s === 401)).toHaveLength(limits.auth.attemptsPerIp);
    expect(statuses.slice(limits.auth.attemptsPerIp).every((s) => s === 429)).toBe(true);
  });
});

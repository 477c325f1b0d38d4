import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { assignImage } from '../support/admin-intent.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { solidJpeg } from '../support/images.ts';
import { postLead, validLead } from '../support/leads.ts';
import { findNginx, startNginxProxy, type Nginx } from '../support/nginx.ts';
import { dropSchema, uniqueSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * The README's scale-out recipe, run: two app instances on one PostgreSQL schema behind nginx
 * (round robin). Everything a visitor or the owner does must behave as with one instance.
 */
const nginxBinary = findNginx((line) => console.warn(line));
const runs = (await dialects()).includes('postgres') && nginxBinary !== undefined;

describe.runIf(runs)('two instances on one PostgreSQL behind nginx', () => {
  const schema = uniqueSchema();
  let smtp: TestSmtp;
  let a: TestServer;
  let b: TestServer;
  let lb: Nginx;
  const env = () => ({
    SMTP_URL: smtp.url,
    // nginx is one hop; the test's own X-Forwarded-For stands for a CDN in front of it.
    TRUST_PROXY: '2',
    MAIL_POLL_MS: '100',
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    a = await startServer({ dialect: 'postgres', schema, env: env() });
    b = await startServer({ dialect: 'postgres', schema, env: env() });
    lb = await startNginxProxy(nginxBinary!, [a.url, b.url]);
  });
  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.dispose(), b?.dispose()]);
    await smtp?.close();
    await dropSchema(schema);
  });

  const upstream = (res: Response) => res.headers.get('x-upstream');

  it('spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${lb.url}/healthz`);
      expect(res.status).toBe(200);
      seen.add(upstream(res) ?? '');
    }
    expect(seen).toEqual(new Set([new URL(a.url).host, new URL(b.url).host]));
  });

  it('keeps an admin signed in whichever instance answers', async () => {
    const cookie = await adminCookie(a);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${lb.url}/api/admin/session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      seen.add(upstream(res) ?? '');
    }
    expect(seen.size).toBe(2);
  });

  it('holds rate limits across instances', async () => {
    const ip = '198.51.100.77';
    const first = await postLead(lb, validLead, { ip });
    const second = await postLead(lb, { ...validLead, email: 'other@example.com' }, { ip });
    expect(first.status).toBe(201);
    expect(second.status).toBe(429);
    expect(second.body.error).toBe(messages.contactForm.rateLimited);
    expect(first.headers.get('x-upstream')).not.toBe(second.headers.get('x-upstream'));
  });

  it('sends every e-mail of leads taken by either instance exactly once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLead(
          lb,
          { ...validLead, name: `Scale ${i}`, email: `scale${i}@example.com` },
          { ip: `203.0.113.${i + 1}` },
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.headers.get('x-upstream'))).size).toBe(2);
    // Every queued mail (two per lead, this test's and the ones before) arrives once.
    const [queued] = await a.query<{ n: number }>('select count(*) as n from outbox');
    const expected = Number(queued?.n);
    expect(expected).toBeGreaterThanOrEqual(40);
    await smtp.waitFor(expected, 45_000);
    // A duplicate (a claim not exclusive) would be sent within either instance's next turns.
    await quietFor(outboxTicks(env().MAIL_POLL_MS));
    expect(smtp.messages).toHaveLength(expected);
    const ids = smtp.messages.map((m) => m.headers['message-id']);
    expect(new Set(ids).size).toBe(expected);
    const statuses = await a.query<{ status: string; n: number }>(
      'select status, count(*) as n from outbox group by status',
    );
    expect(statuses.map((r) => [r.status, Number(r.n)])).toEqual([['sent', expected]]);
    const senders = await a.query<{ instance: string }>(
      "select distinct instance from outbox_attempts where outcome = 'sent'",
    );
    expect(senders.length).toBe(2);
  });

  it('serves an upload and a changed image mapping from both instances', async () => {
    const form = new FormData();
    const jpeg = await solidJpeg('#3366aa');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'door.jpg');
    const uploaded = await fetch(`${lb.url}/api/uploads`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { name, path } = (await uploaded.json()) as { name: string; path: string };
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }

    // Both instances have the home page cached before the change.
    for (const server of [a, b]) {
      for (let i = 0; i < 3; i++) await fetch(server.url);
      expect((await fetch(server.url)).headers.get('x-page-cache')).toBe('hit');
      expect(await (await fetch(server.url)).text()).not.toContain(name);
    }

    const cookie = await adminCookie(a);
    // Through the balancer, without an Origin the router would compare with an upstream's.
    const mapped = await assignImage(lb, cookie, 'home.hero', name, {
      'sec-fetch-site': 'same-origin',
    });
    expect(mapped.result).toMatchObject({ intent: 'assign', ok: true });

    // Whichever instance took the change, the other follows within its one-second poll
    // (`generationPollMs`); a busy machine gets ten of them.
    for (const server of [a, b]) {
      let html = '';
      const started = Date.now();
      while (
        !html.includes(name) &&
        Date.now() - started < serverLimits.pageCache.generationPollMs * 10
      ) {
        html = await (await fetch(server.url)).text();
        if (!html.includes(name)) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(html).toContain(name);
    }
    const etags = await Promise.all(
      [a, b].map(async (s) => (await fetch(s.url)).headers.get('etag')),
    );
    expect(etags[0]).toBe(etags[1]);
  });
});

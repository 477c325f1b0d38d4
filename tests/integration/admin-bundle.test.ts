import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/** Every asset a page loads, following the JavaScript modules' static and dynamic imports. */
async function assetsOf(
  server: TestServer,
  path: string,
  cookie?: string,
): Promise<Map<string, string>> {
  const html = await (
    await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} })
  ).text();
  const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const seen = new Map<string, string>();
  while (queue.length > 0) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    const body = await (await fetch(`${server.url}${asset}`)).text();
    seen.set(asset, body);
    if (asset.endsWith('.js')) {
      for (const m of body.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
        queue.push(new URL(m[1]!, `http://x${asset}`).pathname);
      }
    }
  }
  return seen;
}

describe('Mantine stays on the admin', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer();
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('public pages load none of its JavaScript or CSS', async () => {
    for (const path of [
      '/',
      '/contact',
      '/services',
      '/locations/concord-nc',
      '/faqs',
      '/no-such-page',
    ]) {
      const assets = await assetsOf(server, path);
      expect(assets.size).toBeGreaterThan(0);
      for (const [asset, body] of assets) {
        expect(body.toLowerCase(), `${path} loads ${asset}`).not.toContain('mantine');
      }
    }
  });

  it('the dashboard does load it (so the check above can see it)', async () => {
    const assets = await assetsOf(server, '/admin/submissions', cookie);
    const withMantine = [...assets].filter(([, body]) => body.toLowerCase().includes('mantine'));
    expect(withMantine.length).toBeGreaterThan(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { createServices } from '#app/server/bootstrap.ts';
import { loadConfig } from '#app/server/config.ts';
import { createLogger } from '#app/server/logger.ts';
import { mountApi } from '#server/api/index.ts';
import type { HostEnv } from '#server/host-env.ts';
import { createAdmin, postForm, signIn, whoAmI } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * API routes anyone may call. Every other route mounted by `mountApi` must answer 401 without a
 * session: add a new public endpoint here deliberately, never by forgetting its guard.
 */
const PUBLIC_API = new Set([
  'POST /api/leads',
  'POST /api/uploads',
  'POST /api/lead-photos',
  'POST /api/events',
  'GET /api/image-mappings',
  // Booking (issue 30): open windows, and the customer's visit behind its private token.
  'GET /api/availability',
  'GET /api/visits/:token',
  'POST /api/visits/:token/move',
  'POST /api/visits/:token/cancel',
  'ALL /api/*',
]);

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every URL path app/routes.ts defines under /admin (new admin screens are covered by themselves). */
function adminPaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const here = own.startsWith('/admin') && (entry.index || !entry.children) ? [own] : [];
    return [...here, ...adminPaths(entry.children ?? [], own)];
  });
}

const concrete = (p: string) => p.replace(/:\w+\??/g, '1').replace(/\*/g, 'x');

async function adminApiRoutes(): Promise<Array<{ method: string; path: string }>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-routes-'));
  const services = await createServices(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    createLogger('silent'),
  );
  try {
    const app = new Hono<HostEnv>();
    mountApi(app, services);
    const seen = new Map<string, { method: string; path: string }>();
    for (const route of app.routes) {
      const key = `${route.method} ${route.path}`;
      if (route.path.startsWith('/api/') && !PUBLIC_API.has(key)) {
        for (const method of route.method === 'ALL' ? ['GET', 'POST'] : [route.method]) {
          seen.set(`${method} ${route.path}`, { method, path: concrete(route.path) });
        }
      }
    }
    return [...seen.values()];
  } finally {
    await services.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ADMIN_PATHS = adminPaths(routes as RouteEntry[]).map(concrete);
const API_ROUTES = await adminApiRoutes();
const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

/** Signed out: the gate (the /admin page itself) or a redirect to it; 401 for the API. */
async function expectLockedOut(server: TestServer, cookie: string | undefined) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  for (const p of ADMIN_PATHS) {
    const res = await fetch(`${server.url}${p}`, { headers, redirect: 'manual' });
    if (p === '/admin') {
      expect(res.status, p).toBe(200);
      const html = await res.text();
      expect(html).toContain('Access Dashboard');
      expect(html).not.toMatch(/Audit log|Sign out|Two-step sign-in/);
    } else {
      expect(res.status, `GET ${p}`).toBe(302);
      expect(res.headers.get('location'), p).toBe('/admin');
    }
    // The data endpoint of client-side navigations gives nothing away either.
    const data = await fetch(`${server.url}${p === '/admin' ? '/admin' : p}.data`, { headers });
    expect(await data.text(), `${p}.data`).not.toMatch(/audit|recoveryCodes|totpEnabled/);
  }
  // Every admin action refuses to act: the index actions redirect to the gate.
  const action = await postForm(server, '/admin/security', { intent: 'totp-start' }, headers);
  expect(action.status).toBe(302);
  expect(action.headers.get('location')).toBe('/admin');
  for (const route of API_ROUTES) {
    const res = await fetch(`${server.url}${route.path}`, {
      method: route.method,
      headers: { ...headers, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status, `${route.method} ${route.path}`).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  }
}

describe.each(await dialects())('access control on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
    await createAdmin(server);
  });
  afterAll(() => server?.dispose());

  it('finds the admin routes and admin APIs to check', () => {
    expect(ADMIN_PATHS).toEqual(expect.arrayContaining(['/admin', '/admin/logout']));
    expect(API_ROUTES).toEqual(
      expect.arrayContaining([{ method: 'GET', path: '/api/admin/session' }]),
    );
  });

  it('locks every admin route and API without a session (or with a made-up one)', async () => {
    await expectLockedOut(server, undefined);
    await expectLockedOut(server, `cfgd_session=${'A'.repeat(43)}`);
  });

  it('locks them with a session past its idle timeout, and past its absolute lifetime', async () => {
    const idle = await signIn(server);
    expect(await whoAmI(server, idle.cookie)).toBe('owner@example.com');
    await server.query('update admin_sessions set last_seen_at = ?', [Date.now() - 121 * 60_000]);
    await expectLockedOut(server, idle.cookie);
    expect(await server.query('select id_hash from admin_sessions')).toEqual([]);

    const old = await signIn(server);
    await server.query('update admin_sessions set expires_at = ?', [Date.now() - 1000]);
    await expectLockedOut(server, old.cookie);
  });

  it('refuses a cross-site POST even with a valid session cookie', async () => {
    const { cookie } = await signIn(server);
    // React Router's own Origin check may answer first (400); either way nothing happens.
    const REFUSED = [400, 403];
    const res = await postForm(
      server,
      '/admin/security',
      { intent: 'totp-start' },
      {
        Cookie: cookie,
        ...CROSS_SITE,
      },
    );
    expect(REFUSED).toContain(res.status);
    const pending = await server.query<{ p: string | null }>(
      'select totp_pending_secret as p from admin_users',
    );
    expect(pending).toEqual([{ p: null }]);
    // No Fetch Metadata and a foreign Origin (older browsers): refused too.
    const legacy = await postForm(
      server,
      '/admin/security',
      { intent: 'totp-start' },
      {
        Cookie: cookie,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': '',
      },
    );
    expect(REFUSED).toContain(legacy.status);
    // Sign-out and sign-in forms are not forgeable either (logout and login CSRF).
    const logout = await postForm(server, '/admin/logout', {}, { Cookie: cookie, ...CROSS_SITE });
    expect(REFUSED).toContain(logout.status);
    expect(await whoAmI(server, cookie)).toBe('owner@example.com');
    const login = await postForm(
      server,
      '/admin',
      { intent: 'sign-in', email: 'owner@example.com', password: 'x' },
      CROSS_SITE,
    );
    expect(REFUSED).toContain(login.status);
    for (const route of API_ROUTES.filter((r) => r.method !== 'GET')) {
      const api = await fetch(`${server.url}${route.path}`, {
        method: route.method,
        headers: { Cookie: cookie, ...CROSS_SITE },
      });
      expect(api.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('gives every inline script on /admin the response CSP nonce, a new one per request', async () => {
    const { cookie } = await signIn(server);
    const nonces: string[] = [];
    const requests: Array<Record<string, string>> = [{}, { Cookie: cookie }, { Cookie: cookie }];
    for (const headers of requests) {
      const res = await fetch(`${server.url}/admin`, { headers });
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes] of inline) {
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

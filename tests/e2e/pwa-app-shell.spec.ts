import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH } from '../../playwright.config.ts';
import { messages } from '#app/lib/messages.ts';
import { expect, test } from './fixtures.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';

test.use({ serviceWorkers: 'allow' });

test('the manifest is valid and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    shortcuts: Array<{ name: string; url: string }>;
  };
  expect(manifest.name).toBe('Carolina Family Garage Doors');
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Request a quote', '/free-estimate'],
    ['Admin', '/admin'],
  ]);
  expect(new Set(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`))).toEqual(
    new Set(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );

  // Every icon decodes in the browser at its declared size.
  for (const icon of manifest.icons) {
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon!)).status()).toBe(200);
});

test('Chromium finds the app installable (install criteria met)', async ({ server }) => {
  // Test contexts are incognito, where nothing installs: use a real profile for this one.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await expect.poll(() => serviceWorkerControls(page)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.errors).toEqual([]);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    await cdp.detach();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the admin’s pages link the owner’s app: it opens the admin and installs on its own', async ({
  page,
  request,
  server,
}) => {
  // Issue 37: installed from the admin, the app opened the public home page (start_url "/").
  await page.goto('/admin');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/admin.webmanifest');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    id: string;
    start_url: string;
    scope: string;
    short_name: string;
    shortcuts: Array<{ url: string }>;
  };
  expect(manifest).toMatchObject({ id: '/admin', start_url: '/admin', scope: '/admin' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  for (const shortcut of manifest.shortcuts) expect(shortcut.url).toMatch(/^\/admin\//);
  // The public pages keep the public app.
  await page.goto('/about');
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
    '/manifest.webmanifest',
  );

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const admin = await context.newPage();
    await admin.goto(`${server.url}/admin`);
    await expect.poll(() => serviceWorkerControls(admin)).toBe(true);
    const cdp = await context.newCDPSession(admin);
    const parsed = await cdp.send('Page.getAppManifest');
    expect(parsed.url).toBe(`${server.url}/admin.webmanifest`);
    expect(parsed.errors).toEqual([]);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual([]);
    await cdp.detach();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker controls the page after the first load and pages work offline', async ({
  page,
  context,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  const cached = await listCachedUrls(page);
  // The offline page and the public assets are precached; the page itself is kept too.
  expect(cached.some((entry) => new URL(entry.url).pathname === '/offline')).toBe(true);
  expect(cached.some((entry) => /\/assets\/enhance-[\w-]+\.js$/.test(entry.url))).toBe(true);
  await expect
    .poll(async () => (await listCachedUrls(page)).some((e) => new URL(e.url).pathname === '/'))
    .toBe(true);

  await context.setOffline(true);
  // A page visited before: the cached copy.
  await page.reload();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  // A page never visited: the offline page, with the call link, under the address asked for.
  await page.goto('/about');
  await expect(page.locator('[data-offline-page]')).toBeVisible();
  await expect(page.locator('[data-offline-page] a[href^="tel:"]')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/about');
  // Back online, the offline page reloads itself into the page that was asked for. Its script
  // starts after the first frame, which can be after `load`: the retry button it shows says it
  // is listening (going online before that raced it in the headless shell).
  await expect(page.getByRole('button', { name: messages.offline.retry })).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  await page.waitForLoadState('load');
});

test('offline, a page visited with a query (an ad, a campaign) is there without it, and with another', async ({
  page,
  context,
}) => {
  const city = '/locations/rock-hill-sc';
  await page.goto(`${city}?utm_source=google`);
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await expect
    .poll(async () =>
      (await listCachedUrls(page)).some((e) => e.url.endsWith(`${city}?utm_source=google`)),
    )
    .toBe(true);
  const heading = (await page.locator('h1').textContent()) ?? '';
  expect(heading).toContain('Rock Hill');

  await context.setOffline(true);
  for (const path of [city, `${city}?gclid=abc123`]) {
    await page.goto(path);
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText(heading);
    expect(new URL(page.url()).pathname).toBe(city);
  }
  // A page never visited, under any query, is still the offline page.
  await page.goto('/locations/concord-nc?utm_source=google');
  await expect(page.locator('[data-offline-page]')).toBeVisible();
});

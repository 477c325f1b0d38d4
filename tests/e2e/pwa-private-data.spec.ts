import { messages } from '#app/lib/messages.ts';
import { solidJpeg } from '../support/images.ts';
import { expect, test } from './fixtures.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';
import { signInContext } from './helpers/login.ts';

test.use({ serviceWorkers: 'allow' });

const PRIVATE = /^\/(admin|init-admin|api)([/.?]|$)/;

test('after using the admin, no admin page, API JSON or upload list is in Cache Storage', async ({
  page,
  context,
  server,
}) => {
  // An uploaded photo (public: it may be cached) and a signed-in owner.
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await solidJpeg('#336699'))], { type: 'image/jpeg' }),
    'door.jpg',
  );
  const uploaded = (await (
    await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form })
  ).json()) as { name: string; path: string };
  await signInContext(context, server);

  await page.goto('/');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);

  // The owner's session: admin pages, their data requests and the admin APIs.
  await page.goto('/admin');
  await page.goto('/admin/images');
  const answers = await page.evaluate(async () => {
    const statuses: Record<string, number> = {};
    for (const url of [
      '/api/uploads',
      '/api/admin/session',
      '/api/image-mappings',
      '/admin.data',
      '/admin/images.data',
    ]) {
      statuses[url] = (await fetch(url, { credentials: 'same-origin' })).status;
    }
    return statuses;
  });
  // The session is real: the upload list and the session answer the owner.
  expect(answers['/api/uploads']).toBe(200);
  expect(answers['/api/admin/session']).toBe(200);

  // A public page showing the uploaded photo, visited while signed in.
  await page.goto('/contact');
  await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    document.body.append(img);
    await img.decode();
  }, uploaded.path);

  const entries = await listCachedUrls(page);
  // The listing sees the runtime caches: the public page and the photo are there.
  expect(entries.some((e) => new URL(e.url).pathname === '/contact')).toBe(true);
  await expect
    .poll(async () =>
      (await listCachedUrls(page)).some((e) => new URL(e.url).pathname === uploaded.path),
    )
    .toBe(true);

  for (const entry of await listCachedUrls(page)) {
    const url = new URL(entry.url);
    expect(url.pathname, entry.url).not.toMatch(PRIVATE);
    expect(url.pathname, entry.url).not.toMatch(/\.data$/);
    // API answers are JSON (the web app manifest, application/manifest+json, is not one).
    expect(entry.contentType ?? '', entry.url).not.toMatch(/^application\/json/);
    // No cached page carries the upload list or the owner's e-mail.
    expect(entry.head, entry.url).not.toContain(uploaded.name);
    expect(entry.head, entry.url).not.toContain('owner@example.com');
  }
});

test('the admin offline shows a clear offline message instead of a broken page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await page.goto('/admin');
  // The gate loaded whole first: going offline while it still fetched its chunk failed that
  // import (an uncaught error of the page before the reload, not what this test is about).
  await expect(page.locator('[data-login-gate][data-hydrated="true"]')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  const offline = page.locator('[data-offline-page]');
  await expect(offline).toBeVisible();
  await expect(offline.getByRole('heading', { name: messages.offline.title })).toBeVisible();
  await expect(offline.getByText(messages.offline.adminText)).toBeVisible();
  await expect(offline.getByText(messages.offline.text)).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/admin');
  // Back online, the admin comes back by itself.
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await page.waitForLoadState('load');
});

test('opening only the admin (installed app, bookmark) registers the worker too', async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server);
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await context.setOffline(true);
  await page.goto('/admin/settings');
  const offline = page.locator('[data-offline-page]');
  await expect(offline).toBeVisible();
  await expect(offline.getByText(messages.offline.adminText)).toBeVisible();
  // Back online, the offline page reloads itself into the settings tab.
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const entry of await listCachedUrls(page)) {
    expect(new URL(entry.url).pathname, entry.url).not.toMatch(PRIVATE);
    expect(entry.head, entry.url).not.toContain('owner@example.com');
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { messages } from '#app/lib/messages.ts';
import { ADMIN_FILE_REVISION } from '#app/service-worker/cache-names.ts';
import { expect, test } from './fixtures.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';
import { TEST_ADMIN, createAdmin, signInContext } from './helpers/login.ts';

/**
 * Issue 37, item 7: the admin's service worker holds every chunk an admin screen can import, so
 * the Site editor's first edit offline (which loads its checks lazily) works. The list is the
 * build's, written into the worker; public visitors never download it.
 */

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The admin's files as the build wrote them into /sw.js. */
async function adminFiles(request: APIRequestContext): Promise<string[]> {
  const source = await (await request.get('/sw.js')).text();
  const entries = source.match(/\{[^{}]*"revision":"[^"]*"[^{}]*\}/g) ?? [];
  return entries
    .map((text) => JSON.parse(text) as { url: string; revision: string | null })
    .filter((entry) => entry.revision === ADMIN_FILE_REVISION)
    .map((entry) => `/${entry.url.replace(/^\//, '')}`);
}

async function cachedPaths(page: Page): Promise<Set<string>> {
  return new Set((await listCachedUrls(page)).map((entry) => new URL(entry.url).pathname));
}

test('a public visitor downloads none of the admin’s files', async ({ page, request }) => {
  const admin = await adminFiles(request);
  // Every lazily loaded admin chunk is in the list, the Site editor's checks among them.
  expect(admin.length).toBeGreaterThan(50);
  expect(admin.some((file) => /\/assets\/site-document-[\w-]+\.js$/.test(file))).toBe(true);
  await page.goto('/');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  const cached = await cachedPaths(page);
  expect(cached.has('/offline')).toBe(true);
  expect(admin.filter((file) => cached.has(file))).toEqual([]);
});

test('the Site editor’s first edit made offline works: every admin chunk is kept', async ({
  page,
  context,
  server,
  request,
}) => {
  const admin = await adminFiles(request);
  await signInContext(context, server);
  await page.goto('/admin/site/business');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  // The worker keeps every admin file of the build once the admin opened.
  await expect
    .poll(async () => {
      const cached = await cachedPaths(page);
      return admin.filter((file) => !cached.has(file)).length;
    })
    .toBe(0);

  await context.setOffline(true);
  // The first edit: the editor loads its checks (zod and the document's rules) now.
  const phone = page.getByLabel('Main phone line');
  await phone.fill('555');
  // The checks ran (an invalid phone is flagged at its field) and the editor is still there.
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  await expect(page.getByText(messages.offline.adminText)).toHaveCount(0);
  await phone.fill('(704) 555-0199');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('site-status')).toContainText(siteEditorMessages.keptOnDevice);
  await context.setOffline(false);
});

test('the signed-out /admin fetches none of the admin’s files; signing in fetches them all', async ({
  page,
  context,
  server,
  request,
}) => {
  const admin = new Set(await adminFiles(request));
  const credentials = await createAdmin(server, TEST_ADMIN);
  // What the worker itself asks for: the page's own few scripts (the sign-in form's) are not
  // counted, a signed-out visitor needs them either way.
  const fetchedByWorker: string[] = [];
  context.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (sent.serviceWorker() && admin.has(path)) fetchedByWorker.push(path);
  });
  // Every message the page posts to the worker, recorded before the page's own scripts run.
  await page.addInitScript(() => {
    const posted: unknown[] = [];
    Object.assign(window, { postedToWorker: posted });
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      posted.push(args[0]);
      return Reflect.apply(post, this, args) as void;
    };
  });
  const postedToWorker = () =>
    page.evaluate(() => (window as unknown as { postedToWorker: unknown[] }).postedToWorker);

  await page.goto('/admin');
  await expect(page.locator('[data-login-gate][data-hydrated="true"]')).toBeVisible();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  // The admin posts once the worker is ready; a task later it has posted or never will.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(await postedToWorker()).toEqual([]);
  expect(fetchedByWorker).toEqual([]);
  const cachedSignedOut = await cachedPaths(page);
  expect([...admin].filter((file) => cachedSignedOut.has(file))).toEqual([]);

  // Signed in, the same page hands the worker the admin to keep, and it fetches every file.
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect
    .poll(async () => {
      const cached = await cachedPaths(page);
      return [...admin].filter((file) => !cached.has(file)).length;
    })
    .toBe(0);
  expect(fetchedByWorker.length).toBeGreaterThan(admin.size / 2);
});

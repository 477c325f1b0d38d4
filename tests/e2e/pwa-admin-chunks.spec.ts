import type { APIRequestContext, Page } from '@playwright/test';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { messages } from '#app/lib/messages.ts';
import { ADMIN_FILE_REVISION } from '#app/service-worker/cache-names.ts';
import { expect, test } from './fixtures.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';
import { signInContext } from './helpers/login.ts';

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

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';
import { signInContext } from './helpers/login.ts';

test.use({ serviceWorkers: 'allow' });

/** Every script and stylesheet the page loads, and whether the service worker answered it. */
function watchBuildFiles(page: Page): Array<{ url: string; fromServiceWorker: boolean }> {
  const seen: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return seen;
}

test('the installed app’s second open of the inbox loads no script or stylesheet over the network', async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server);

  // The first open: the admin registers the worker, which then keeps what the page loaded.
  const first = watchBuildFiles(page);
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  const scripts = first.filter((r) => r.url.endsWith('.js')).map((r) => new URL(r.url).pathname);
  expect(scripts.length).toBeGreaterThan(3);
  await expect
    .poll(async () => {
      const cached = new Set((await listCachedUrls(page)).map((e) => new URL(e.url).pathname));
      return scripts.filter((s) => !cached.has(s));
    })
    .toEqual([]);

  // The second open: every script and stylesheet comes from the worker.
  const second = watchBuildFiles(page);
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  expect(second.filter((r) => r.url.endsWith('.js')).length).toBeGreaterThan(3);
  expect(second.filter((r) => !r.fromServiceWorker).map((r) => r.url)).toEqual([]);
});

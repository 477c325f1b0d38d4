import fs from 'node:fs';
import path from 'node:path';
import { messages } from '#app/lib/messages.ts';
import { startHttpProxy } from '../support/http-proxy.ts';
import { buildProjectCopy } from '../support/project-copy.ts';
import { startServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { serviceWorkerControls } from './support/pwa.ts';

test.use({ serviceWorkers: 'allow' });

test('a new build shows the "new version" prompt, and Reload switches to it', async ({ page }) => {
  test.setTimeout(240_000);
  // One origin for both releases (a service worker belongs to its origin): a proxy in front.
  const proxy = await startHttpProxy();
  const current = await startServer({ env: { PUBLIC_ORIGIN: proxy.url } });
  const release = buildProjectCopy((root) => {
    fs.appendFileSync(path.join(root, 'app/enhance/main.ts'), '\n// release 2\n');
  });
  let next: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    proxy.setTarget(current.url);
    await page.goto(proxy.url);
    await expect.poll(() => serviceWorkerControls(page)).toBe(true);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    await expect(page.locator('#app-update-prompt')).toHaveCount(0);

    next = await startServer({ root: release.root, env: { PUBLIC_ORIGIN: proxy.url } });
    proxy.setTarget(next.url);
    // The browser checks for a new worker on navigation; the old version keeps the page.
    await page.reload();
    const prompt = page.locator('#app-update-prompt');
    await expect(prompt).toContainText(messages.appUpdate.available);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
    ).not.toBeNull();

    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: messages.appUpdate.reload }).click(),
    ]);
    await page.waitForLoadState('load');
    await expect(page.locator('#app-update-prompt')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: null, controlled: true });
    expect(firstWorker).toBeTruthy();
  } finally {
    await next?.dispose();
    await current.dispose();
    await proxy.close();
    release.dispose();
  }
});

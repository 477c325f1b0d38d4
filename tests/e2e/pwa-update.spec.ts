import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { messages } from '#app/lib/messages.ts';
import { startHttpProxy } from '../support/http-proxy.ts';
import { copyBuiltProject } from '../support/project-copy.ts';
import { startServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { serviceWorkerControls } from './support/pwa.ts';

test.use({ serviceWorkers: 'allow' });

/**
 * Release 2 as the build makes it after a change to a source the precache does not list (a
 * server module, a page's text): the same assets, a new revision of the offline page, which the
 * pwa plugin takes from the sources' hash (vite/pwa-plugin.ts). So the new service worker differs
 * from the old by that revision, as here; its brotli and gzip copies are made again like the
 * build's (vite/precompress-plugin.ts), since the host answers with them.
 */
function newOfflineRevision(root: string): void {
  const file = path.join(root, 'build/client/sw.js');
  const worker = fs.readFileSync(file, 'utf8');
  const pattern = /\{"revision":"([0-9a-f]+)","url":"\/offline"\}/;
  const current = pattern.exec(worker)?.[1];
  if (!current) throw new Error('the built service worker does not precache /offline by revision');
  const next = worker.replace(
    pattern,
    `{"revision":"${'0'.repeat(current.length)}","url":"/offline"}`,
  );
  fs.writeFileSync(file, next);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(next));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(next, { level: 9 }));
}

test('a new build shows the "new version" prompt, and Reload switches to it', async ({ page }) => {
  test.setTimeout(120_000);
  // One origin for both releases (a service worker belongs to its origin): a proxy in front.
  const proxy = await startHttpProxy();
  const current = await startServer({ env: { PUBLIC_ORIGIN: proxy.url } });
  const release = copyBuiltProject(newOfflineRevision);
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

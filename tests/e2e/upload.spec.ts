import type { Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { assignImage } from '../support/admin-intent.ts';
import { adminCookie } from '../support/admin-session.ts';
import { jpegWithGps, png, webp } from '../support/images.ts';
import { expect, test } from './fixtures.ts';
import { gotoEnhanced } from './helpers/enhanced.ts';

const button = (page: Page) => page.locator('form[data-upload-form] button[type="submit"]');

/**
 * A click before the enhancement starts meets the plain form, whose `required` picker stops an
 * empty submit with the browser's own bubble; the upload code is a chunk of its own, and the
 * enhanced form turns that check off for its own messages: the sign the code is in place.
 */
async function openUploadPage(page: Page): Promise<void> {
  await gotoEnhanced(page, '/upload');
  await expect(page.locator('form[data-upload-form][novalidate]')).toHaveCount(1);
}

test('uploads 3 photos with progress, then shows and copies their public addresses', async ({
  page,
  context,
  server,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await openUploadPage(page);
  // Slow the upload link down so progress is visible: 1 MB/s up.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  // Record every value each progress bar takes.
  await page.evaluate(() => {
    const seen: Record<string, number[]> = {};
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        const bar = r.target as HTMLProgressElement;
        if (bar.tagName !== 'PROGRESS') continue;
        const name = bar.getAttribute('aria-label') ?? '';
        (seen[name] ??= []).push(bar.value);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['value'] });
  });

  const files = [
    { name: 'door-front.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(1600, 1200, 1) },
    { name: 'door-side.png', mimeType: 'image/png', buffer: await png(800, 600) },
    { name: 'opener.webp', mimeType: 'image/webp', buffer: await webp(640, 480) },
  ];
  await page.locator('#upload-files').setInputFiles(files);
  await button(page).click();
  await expect(button(page)).toHaveText(messages.upload.submitting);
  await expect(button(page)).toBeDisabled();
  await expect(page.locator('[data-upload-files] progress')).toHaveCount(3);

  await expect(page.locator('[data-upload-status]')).toHaveText(messages.upload.success(3), {
    timeout: 30_000,
  });
  await expect(button(page)).toHaveText(messages.upload.submit);
  await expect(button(page)).toBeEnabled();
  // The file list is cleared.
  expect(
    await page.locator('#upload-files').evaluate((el: HTMLInputElement) => el.files?.length),
  ).toBe(0);

  const bars = page.locator('[data-upload-files] progress');
  for (const i of [0, 1, 2]) await expect(bars.nth(i)).toHaveJSProperty('value', 100);
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: Record<string, number[]> }).progressSeen,
  );
  // The big photo went up in steps: a real progress bar, not a jump to done.
  expect(seen['door-front.jpg']?.some((v) => v > 0 && v < 100)).toBe(true);

  const links = page.locator('[data-upload-urls] a');
  await expect(links).toHaveCount(3);
  const urls = await links.allTextContents();
  for (const url of urls)
    expect(url).toMatch(new RegExp(`^${server.url}/uploads/[0-9a-f-]{36}\\.(jpg|png|webp)$`));
  expect(urls.map((u) => u.split('.').pop())).toEqual(['jpg', 'png', 'webp']);
  await expect(page.locator('[data-upload-copied]')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(urls.join('\n'));
  for (const url of urls) expect((await page.request.get(url)).status()).toBe(200);
});

test('checks the files before sending anything', async ({ page }) => {
  let requests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/uploads')) requests++;
  });
  await openUploadPage(page);
  const status = page.locator('[data-upload-status]');
  await button(page).click();
  await expect(status).toHaveText(messages.upload.noFiles);
  await page
    .locator('#upload-files')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await button(page).click();
  await expect(status).toHaveText(messages.upload.notImage);
  await page.locator('#upload-files').setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await button(page).click();
  await expect(status).toHaveText(messages.upload.tooLarge);
  expect(requests).toBe(0);
});

test('retries a failed attempt after 400 ms, and reports a refusal as failed', async ({ page }) => {
  const attempts: number[] = [];
  await page.route('**/api/uploads', async (route) => {
    attempts.push(Date.now());
    if (attempts.length === 1) await route.fulfill({ status: 503, json: { error: 'busy' } });
    else await route.continue();
  });
  await openUploadPage(page);
  await page.locator('#upload-files').setInputFiles({
    name: 'a.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithGps(400, 300, 4),
  });
  await button(page).click();
  await expect(page.locator('[data-upload-status]')).toHaveText(messages.upload.success(1));
  expect(attempts).toHaveLength(2);
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(400);

  // A text file that claims to be a JPEG passes the browser's check; the server refuses it.
  await page.unroute('**/api/uploads');
  await page.locator('#upload-files').setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image'),
  });
  await button(page).click();
  await expect(page.locator('[data-upload-status]')).toHaveText(messages.upload.failed);
  await expect(page.locator('[data-upload-files] li')).toContainText(messages.upload.notImage);
});

test('an image assigned to home.hero shows in the home hero on the next load', async ({
  page,
  server,
}) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await jpegWithGps(2000, 1500, 8))]), 'hero.jpg');
  const uploaded = (await (
    await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form })
  ).json()) as { name: string; path: string };
  const cookie = await adminCookie(server);
  // The Images tab's assign, as its page posts it.
  const assigned = await assignImage(server, cookie, 'home.hero', uploaded.name);
  expect(assigned.result).toMatchObject({ intent: 'assign', ok: true });

  await page.goto('/');
  const hero = page.locator('section').first().locator('img').first();
  await expect(hero).toHaveAttribute('src', uploaded.path);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // The browser picked a responsive variant and it loaded.
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const current = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(current).toContain(`/uploads/${uploaded.name}`);
});

test.describe('a failed upload says why and leaves the form ready for another try', () => {
  const faults = {
    '429 with Retry-After (the server refuses: too many)': {
      answer: {
        status: 429,
        headers: { 'Retry-After': '600' },
        json: { error: messages.upload.rateLimited },
      },
      attempts: 1,
      reason: messages.upload.rateLimited,
    },
    '502 from a proxy, not JSON, each attempt': {
      answer: { status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' },
      attempts: 3,
      reason: messages.upload.failed,
    },
    '413 from a proxy, not JSON': {
      answer: { status: 413, contentType: 'text/html', body: '<h1>413 Too Large</h1>' },
      attempts: 1,
      reason: messages.upload.failed,
    },
  } as const;
  for (const [what, fault] of Object.entries(faults)) {
    test(what, async ({ page }) => {
      let attempts = 0;
      await page.route('**/api/uploads', (route) => {
        attempts += 1;
        return route.fulfill(fault.answer);
      });
      await openUploadPage(page);
      await page.locator('#upload-files').setInputFiles({
        name: 'a.jpg',
        mimeType: 'image/jpeg',
        buffer: await jpegWithGps(400, 300, 4),
      });
      await button(page).click();
      await expect(page.locator('[data-upload-status]')).toHaveText(messages.upload.failed);
      await expect(page.locator('[data-upload-files] li')).toContainText(fault.reason);
      await expect(button(page)).toBeEnabled();
      await expect(button(page)).toHaveText(messages.upload.submit);
      expect(attempts).toBe(fault.attempts);
    });
  }

  test('the connection is reset on every attempt: three tries, then "Upload failed"', async ({
    page,
  }) => {
    let attempts = 0;
    await page.route('**/api/uploads', (route) => {
      attempts += 1;
      return route.abort('connectionreset');
    });
    await openUploadPage(page);
    await page.locator('#upload-files').setInputFiles({
      name: 'a.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegWithGps(400, 300, 4),
    });
    await button(page).click();
    await expect(page.locator('[data-upload-status]')).toHaveText(messages.upload.failed);
    await expect(button(page)).toBeEnabled();
    expect(attempts).toBe(3);
  });
});

import { expect, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { limits } from '#app/lib/limits.ts';
import { proxiedSiteTest } from '../support/proxied-site.ts';
import type { HttpProxy } from '../support/http-proxy.ts';
import type { TestServer } from '../support/server.ts';
import { margins } from '../support/waits.ts';
import { serviceWorkerControls } from './support/pwa.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';

/**
 * Each test gets its own server behind its own proxy: the proxy is the origin the browser
 * sees (it counts the POSTs and can answer 500 without any switch in the product).
 */
const test = proxiedSiteTest;

const QUEUE = messages.leadQueue;

async function openQuotePage(page: Page): Promise<void> {
  await page.goto('/free-estimate');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
}

async function fillQuote(page: Page, name: string) {
  const form = page.locator('form[data-quote-form]').first();
  await form.locator('[name=name]').fill(name);
  await form.locator('[name=email]').fill('pat@example.com');
  await form.locator('[name=phone]').fill('(704) 555-0123');
  await form.locator('[name=service]').selectOption('repair');
  await form.locator('[name=location]').fill('Concord, NC');
  await form.locator('[name=message]').fill('Spring snapped, door stuck half open');
  await waitOutFillTime(page);
  return form;
}

function leadsNamed(server: TestServer, name: string) {
  return server.query<{ id: number; idempotency_key: string | null }>(
    'select id, idempotency_key from contact_submissions where name = ?',
    [name],
  );
}

function leadPosts(proxy: HttpProxy) {
  return proxy.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/leads'));
}

const indicator = (page: Page) =>
  page.locator('#lead-queue-indicator, [data-lead-queue-indicator]');

async function goOnline(context: BrowserContext) {
  await context.setOffline(false);
}

test('offline: the request is saved on the device, survives a reload, and arrives once when back online', async ({
  page,
  context,
  site,
}) => {
  await openQuotePage(page);
  await context.setOffline(true);
  const form = await fillQuote(page, 'Offline Olivia');
  await form.getByRole('button', { name: messages.contactForm.submit }).click();

  const status = form.locator('[data-quote-form-status]');
  await expect(status).toContainText(QUEUE.saved);
  await expect(status.locator('a[href^="tel:"]')).toBeVisible();
  await expect(indicator(page)).toHaveText(QUEUE.waiting(1));
  await expect(form.locator('[name=name]')).toHaveValue('');

  // Still offline: the cached page (or the offline page) shows the queue.
  await page.reload();
  await expect(indicator(page)).toHaveText(QUEUE.waiting(1));
  expect(await leadsNamed(site.server, 'Offline Olivia')).toHaveLength(0);

  await goOnline(context);
  await expect(indicator(page)).toHaveText(QUEUE.sent);
  await expect.poll(() => leadsNamed(site.server, 'Offline Olivia')).toHaveLength(1);
  // Every attempt carried the one key the lead was queued under.
  const keys = new Set(leadPosts(site.proxy).map((r) => r.headers['idempotency-key']));
  expect(keys.size).toBe(1);
  expect((await leadsNamed(site.server, 'Offline Olivia'))[0]?.idempotency_key).toBe([...keys][0]);
  // Nothing left to send on the next visit either.
  await page.reload();
  // The page's flush on load would have sent a leftover again by now.
  await page.waitForTimeout(margins.pageStartMs);
  expect(await leadsNamed(site.server, 'Offline Olivia')).toHaveLength(1);
  await expect(indicator(page)).toHaveCount(0);
});

test('the server fails twice with 500, then accepts: retried with backoff, stored once', async ({
  page,
  site,
}) => {
  let failures = 2;
  site.proxy.intercept((request) => {
    if (request.method === 'POST' && request.path.startsWith('/api/leads') && failures > 0) {
      failures -= 1;
      return {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
        body: '{"error":"boom"}',
      };
    }
    return undefined;
  });
  await openQuotePage(page);
  const form = await fillQuote(page, 'Retry Rita');
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  // The server answered (500): the spec's failure, not "offline"; the form stays filled and
  // says the request is saved for retry.
  const errors = form.locator('[data-quote-form-errors]');
  await expect(errors).toContainText(messages.contactForm.failure);
  await expect(errors).toContainText(QUEUE.savedAfterError);
  await expect(form.locator('[data-quote-form-status]')).toBeEmpty();
  await expect(form.locator('[name=name]')).toHaveValue('Retry Rita');

  await expect(indicator(page)).toHaveText(QUEUE.sent, { timeout: 30_000 });
  expect(await leadsNamed(site.server, 'Retry Rita')).toHaveLength(1);
  const posts = leadPosts(site.proxy);
  expect(posts.length).toBe(3);
  expect(new Set(posts.map((r) => r.headers['idempotency-key'])).size).toBe(1);
});

test('two tabs come back online together: one request sent, one lead stored', async ({
  page,
  context,
  site,
}) => {
  await openQuotePage(page);
  const other = await context.newPage();
  await openQuotePage(other);
  await context.setOffline(true);
  const form = await fillQuote(page, 'Twin Tabs');
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(indicator(page)).toHaveText(QUEUE.waiting(1));
  // The other tab hears about it too.
  await expect(indicator(other)).toHaveText(QUEUE.waiting(1));

  await goOnline(context);
  await expect(indicator(page)).toHaveText(QUEUE.sent);
  await expect(indicator(other)).toHaveText(QUEUE.sent);
  await expect.poll(() => leadsNamed(site.server, 'Twin Tabs')).toHaveLength(1);
  // Past both tabs' flushes when online and the queue's first backoff: a second send shows by now.
  await page.waitForTimeout(limits.leadQueue.retryBaseMs + margins.lateMs);
  expect(await leadsNamed(site.server, 'Twin Tabs')).toHaveLength(1);
  // The Web Lock kept the second tab (and the worker) from sending it again.
  expect(leadPosts(site.proxy)).toHaveLength(1);
});

test('a saved request the server refuses as invalid leaves the queue with its message', async ({
  page,
  context,
  site,
}) => {
  site.proxy.intercept((request) =>
    request.method === 'POST' && request.path.startsWith('/api/leads')
      ? {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ error: messages.contactForm.invalidEmail }),
        }
      : undefined,
  );
  await openQuotePage(page);
  await context.setOffline(true);
  const form = await fillQuote(page, 'Invalid Ivan');
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(indicator(page)).toHaveText(QUEUE.waiting(1));
  await goOnline(context);
  await expect(indicator(page)).toContainText(QUEUE.rejected(messages.contactForm.invalidEmail));
  await expect(indicator(page)).not.toContainText(QUEUE.waiting(1));
  expect(await leadsNamed(site.server, 'Invalid Ivan')).toHaveLength(0);
});

test('a saved request the worker sends while no page is open is confirmed on the next visit', async ({
  page,
  context,
  site,
}) => {
  await openQuotePage(page);
  await context.setOffline(true);
  const form = await fillQuote(page, 'Away Sent');
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(indicator(page)).toHaveText(QUEUE.waiting(1));
  await page.close();

  // No page of the site open: the worker's Background Sync delivers it (fired here through
  // the DevTools protocol, as the browser fires it when the connection comes back).
  const blank = await context.newPage();
  await goOnline(context);
  const cdp = await context.newCDPSession(blank);
  const registrations = new Promise<Array<{ registrationId: string; scopeURL: string }>>(
    (resolve) =>
      cdp.once('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const registration = (await registrations).find((r) => r.scopeURL.startsWith(site.proxy.url));
  expect(registration).toBeDefined();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(site.proxy.url).origin,
    registrationId: registration!.registrationId,
    tag: 'cfgd-lead-queue',
    lastChance: false,
  });
  await expect.poll(() => leadsNamed(site.server, 'Away Sent')).toHaveLength(1);

  // The next visit says it was sent, once.
  await blank.goto('/');
  await expect(indicator(blank)).toHaveText(QUEUE.sent);
  await blank.reload();
  // The page's flush on load would have sent a leftover again by now.
  await blank.waitForTimeout(margins.pageStartMs);
  await expect(indicator(blank)).toBeHidden();
  expect(leadPosts(site.proxy)).toHaveLength(1);
});

import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { uniqueIp } from '../support/leads.ts';
import { POSTGRES_URL, checkPostgres, dropSchema, uniqueSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { margins } from '../support/waits.ts';
import { gotoEnhanced } from './helpers/enhanced.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';
import { visitorTest } from './helpers/visitor-servers.ts';

/**
 * Issue 13, defects 1, 2 and 6, on a phone (390 x 844): what the quote form answers when the
 * server fails, where the no-JavaScript answer page lands, and an empty submit said once.
 * Issue 27, items 1 and 2: where the JavaScript answer lands, and a double tap on Submit.
 */
const m = messages.contactForm;
const PHONE = { width: 390, height: 844 };
const REQUIRED = ['name', 'email', 'phone', 'service'] as const;

const test = visitorTest;
test.use({ viewport: PHONE });

const VALUES = {
  email: 'pat@example.com',
  phone: '(704) 555-0123',
  service: 'repair',
  location: 'Concord, NC',
  message: 'Spring snapped, door stuck half open',
};

async function fillQuote(page: Page, name: string): Promise<Locator> {
  const form = page.locator('form[data-quote-form]').first();
  await form.locator('[name=name]').fill(name);
  await form.locator('[name=email]').fill(VALUES.email);
  await form.locator('[name=phone]').fill(VALUES.phone);
  await form.locator('[name=service]').selectOption(VALUES.service);
  await form.locator('[name=location]').fill(VALUES.location);
  await form.locator('[name=message]').fill(VALUES.message);
  await waitOutFillTime(page);
  return form;
}

async function expectFilled(form: Locator, name: string): Promise<void> {
  await expect(form.locator('[name=name]')).toHaveValue(name);
  await expect(form.locator('[name=email]')).toHaveValue(VALUES.email);
  await expect(form.locator('[name=phone]')).toHaveValue(VALUES.phone);
  await expect(form.locator('[name=service]')).toHaveValue(VALUES.service);
  await expect(form.locator('[name=location]')).toHaveValue(VALUES.location);
  await expect(form.locator('[name=message]')).toHaveValue(VALUES.message);
}

function leadsNamed(server: TestServer, name: string) {
  return server.query<{ id: number; idempotency_key: string | null }>(
    'select id, idempotency_key from contact_submissions where name = ?',
    [name],
  );
}

/** Whole visible text of the page, to count how often a message is said. */
async function occurrences(page: Page, text: string): Promise<number> {
  const body = await page.evaluate(() => document.body.textContent ?? '');
  return body.split(text).length - 1;
}

/** The element is on screen: inside the viewport and below the sticky banner and header. */
async function expectInView(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  expect(box, 'the message has a box').not.toBeNull();
  const top = Math.max(0, (header?.y ?? 0) + (header?.height ?? 0));
  expect(box!.y, 'the message starts below the sticky header').toBeGreaterThanOrEqual(top - 1);
  expect(box!.y + box!.height, 'the message ends inside the viewport').toBeLessThanOrEqual(
    PHONE.height,
  );
}

const fault = {
  '500 with a JSON error': { status: 500, contentType: 'application/json', body: '{"error":"x"}' },
  '503 with the spec text (database away)': {
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ error: m.failure }),
  },
  '502 from a proxy, not JSON': {
    status: 502,
    contentType: 'text/html',
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  },
} as const;

test.describe('with JavaScript, the server fails', () => {
  for (const [what, answer] of Object.entries(fault)) {
    test(`${what}: the spec's failure message, every field kept, no "offline", saved for retry on "this device"`, async ({
      page,
      server,
    }) => {
      const name = `Fault ${answer.status}`;
      let posts = 0;
      await page.route('**/api/leads', (route: Route) => {
        posts += 1;
        return route.fulfill(answer);
      });
      await page.goto('/contact');
      const form = await fillQuote(page, name);
      await form.getByRole('button', { name: m.submit }).click();

      const alert = form.getByRole('alert');
      await expect(alert.locator('p').first()).toHaveText(m.failure);
      await expect(alert).toContainText(messages.leadQueue.savedAfterError);
      expect(messages.leadQueue.savedAfterError).toContain('this device');
      await expect(form.locator('[data-quote-form-status]')).toBeEmpty();
      await expect(page.getByText(/offline/i)).toHaveCount(0);
      await expect(page.getByText(/this phone/i)).toHaveCount(0);
      await expectFilled(form, name);
      await expect(form.locator('[data-quote-form-submit]')).toBeEnabled();
      expect(posts).toBe(1);
      expect(await leadsNamed(server, name)).toHaveLength(0);
    });
  }

  test('the browser is offline: saved on this device', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillQuote(page, 'Never Reached');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: m.submit }).click();
    await expect(form.getByRole('status')).toContainText(messages.leadQueue.saved);
    expect(messages.leadQueue.saved).toContain('this device');
    await expect(form.locator('[data-quote-form-errors]')).toBeEmpty();
  });

  const refusals = {
    '413 from a proxy, not JSON': {
      status: 413,
      contentType: 'text/html',
      body: '<html><body><h1>413 Request Entity Too Large</h1></body></html>',
    },
    '403 from a proxy, not JSON': {
      status: 403,
      contentType: 'text/html',
      body: '<html><body><h1>403 Forbidden</h1></body></html>',
    },
    '200 that is not JSON': { status: 200, contentType: 'text/html', body: '<html></html>' },
    '422 (the key taken), twice': {
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Idempotency-Key reused' }),
    },
  } as const;
  for (const [what, answer] of Object.entries(refusals)) {
    test(`${what}: the spec's failure message, every field kept, nothing saved for retry`, async ({
      page,
      server,
    }) => {
      const name = `Refused ${answer.status}`;
      let posts = 0;
      await page.route('**/api/leads', (route: Route) => {
        posts += 1;
        return route.fulfill(answer);
      });
      await page.goto('/contact');
      const form = await fillQuote(page, name);
      await form.getByRole('button', { name: m.submit }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toHaveText(m.failure);
      await expect(page.getByText(/offline/i)).toHaveCount(0);
      await expect(form.locator('[data-quote-form-status]')).toBeEmpty();
      await expectFilled(form, name);
      await expect(form.locator('[data-quote-form-submit]')).toBeEnabled();
      await expect(form.locator('[data-quote-form-submit]')).toHaveText(m.submit);
      await expect(page.locator('#lead-queue-indicator')).toBeHidden();
      // A 422 is sent once more under a new key (a page from the offline cache), then shown.
      expect(posts).toBe(answer.status === 422 ? 2 : 1);
      expect(await leadsNamed(server, name)).toHaveLength(0);
    });
  }

  for (const reason of ['connectionreset', 'timedout'] as const) {
    test(`no answer while the browser is online (${reason}): the failure message, not "offline"; the form stays filled and the lead arrives once`, async ({
      page,
      server,
    }) => {
      const name = `No Answer ${reason}`;
      const keys: string[] = [];
      let failNext = true;
      await page.route('**/api/leads', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (failNext) {
          failNext = false;
          await route.abort(reason);
        } else await route.continue();
      });
      await page.goto('/contact');
      const form = await fillQuote(page, name);
      await form.getByRole('button', { name: m.submit }).click();

      const alert = form.getByRole('alert');
      await expect(alert.locator('p').first()).toHaveText(m.failure);
      await expect(alert).toContainText(messages.leadQueue.savedAfterError);
      await expect(page.getByText(/offline/i)).toHaveCount(0);
      await expectFilled(form, name);
      await expect(form.locator('[data-quote-form-submit]')).toBeEnabled();
      // The queue's retry gets it through under the same key: one lead, then the thank-you.
      await expect(form.getByRole('status')).toHaveText(m.success, { timeout: 20_000 });
      const rows = await leadsNamed(server, name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.idempotency_key).toBe(keys[0]);
    });
  }

  test('Submit again after a 503 stores one lead: the same key, and the automatic retry adds none', async ({
    page,
    server,
  }) => {
    const name = 'Press Twice';
    const keys: string[] = [];
    let failNext = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failNext) {
        failNext = false;
        await route.fulfill(fault['503 with the spec text (database away)']);
      } else {
        await route.continue();
      }
    });
    await page.goto('/contact');
    const form = await fillQuote(page, name);
    const submit = form.getByRole('button', { name: m.submit });
    await submit.click();
    await expect(form.getByRole('alert').locator('p').first()).toHaveText(m.failure);
    await expectFilled(form, name);

    // The visitor presses again at once (before the queue's first retry).
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(m.success);
    await expect(form.locator('[name=name]')).toHaveValue('');
    expect(await leadsNamed(server, name)).toHaveLength(1);

    // Past the queue's backoff: the copy saved after the 503 was settled by the second press.
    await page.waitForTimeout(limits.leadQueue.retryBaseMs * 2 + margins.lateMs);
    const rows = await leadsNamed(server, name);
    expect(rows).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    expect(rows[0]?.idempotency_key).toBe(keys[0]);
  });

  /**
   * No answer to the first press (a timeout), then the visitor edits the form and presses
   * again before the queue has got the saved copy through. The queue's own retries of that copy
   * fail here, so the edited press is the one that reaches the server.
   */
  const editAfterTimeout = async (page: Page, name: string, firstReachesServer: boolean) => {
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        first = false;
        // Stored or not, the answer never comes back.
        if (firstReachesServer) await route.fetch();
        await route.abort('timedout');
      } else if ((route.request().postData() ?? '').includes(VALUES.message)) {
        // The saved copy, as first typed: its retries find no server.
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto('/contact');
    const form = await fillQuote(page, name);
    const submit = form.getByRole('button', { name: m.submit });
    await submit.click();
    await expect(form.getByRole('alert')).toContainText(messages.leadQueue.savedAfterError);
    await form.locator('[name=message]').fill(EDITED);
    await submit.click();
    return { form, keys };
  };
  const EDITED = 'Also the opener beeps';
  const leadsWithMessage = (server: TestServer, name: string) =>
    server.query<{ idempotency_key: string | null; message: string | null }>(
      'select idempotency_key, message from contact_submissions where name = ?',
      [name],
    );

  test('edited after a timeout the first press never reached the server: the edited lead replaces the saved one, one lead', async ({
    page,
    server,
  }) => {
    const name = 'Edit Unsent';
    const { form, keys } = await editAfterTimeout(page, name, false);
    await expect(form.getByRole('status')).toHaveText(m.success);
    // Past the queue's backoff: the saved copy went with the edited press's answer.
    await page.waitForTimeout(limits.leadQueue.retryBaseMs * 2 + margins.lateMs);
    expect(await leadsWithMessage(server, name)).toEqual([
      { idempotency_key: keys[0], message: EDITED },
    ]);
    expect(new Set(keys).size).toBe(1);
  });

  test('edited after a timeout the first press did reach the server: no second lead, and the visitor is told the changes were not sent', async ({
    page,
    server,
  }) => {
    const name = 'Edit Received';
    const { form, keys } = await editAfterTimeout(page, name, true);
    const status = form.getByRole('status');
    await expect(status).toContainText(m.success);
    await expect(status).toContainText(messages.leadQueue.changesNotSent);
    await expect(form.locator('[name=name]')).toHaveValue('');
    await page.waitForTimeout(limits.leadQueue.retryBaseMs * 2 + margins.lateMs);
    expect(await leadsWithMessage(server, name)).toEqual([
      { idempotency_key: keys[0], message: VALUES.message },
    ]);
    expect(new Set(keys).size).toBe(1);
  });

  /**
   * A page from the offline cache (or an old build's HTML) carries a key another lead already
   * has: the first press is answered 422 and goes again under a new key, whose answer is lost
   * (a timeout). The visitor presses again, the form unchanged: that is the same request.
   */
  for (const reached of [true, false]) {
    test(`a cached page's key (422), then a timeout${reached ? ' after the server stored it' : ''}, then Submit again: one lead`, async ({
      page,
      server,
    }) => {
      const name = `Cached Key ${reached ? 'Stored' : 'Lost'}`;
      const keys: string[] = [];
      let timedOut = false;
      await page.route('**/api/leads', async (route) => {
        const key = route.request().headers()['idempotency-key'] ?? '';
        keys.push(key);
        if (key === keys[0]) {
          await route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Idempotency-Key reused' }),
          });
        } else if (!timedOut) {
          timedOut = true;
          if (reached) await route.fetch();
          await route.abort('timedout');
        } else await route.continue();
      });
      await page.goto('/contact');
      const form = await fillQuote(page, name);
      const submit = form.getByRole('button', { name: m.submit });
      await submit.click();
      await expect(form.getByRole('alert')).toContainText(messages.leadQueue.savedAfterError);
      await expectFilled(form, name);
      await submit.click();
      // Not "please wait, kept on this device": a second lead held back by the 60-second rule.
      await expect(form.getByRole('status')).toHaveText(m.success);
      // Past the queue's backoff: a copy still queued would have been sent by now.
      await page.waitForTimeout(limits.leadQueue.retryBaseMs * 2 + margins.lateMs);
      const rows = await leadsNamed(server, name);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.idempotency_key).toBe(keys[1]);
      // After the 422 one key only: another key would be another lead once the wait is over.
      expect(new Set(keys.slice(1)).size).toBe(1);
    });
  }

  test('after a 500 the automatic retry delivers the lead once, and the form then says thank you', async ({
    page,
    server,
  }) => {
    const name = 'Retry Then Press';
    const keys: string[] = [];
    let failNext = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (failNext) {
        failNext = false;
        await route.fulfill(fault['500 with a JSON error']);
      } else {
        await route.continue();
      }
    });
    await page.goto('/contact');
    const form = await fillQuote(page, name);
    const submit = form.getByRole('button', { name: m.submit });
    await submit.click();
    await expect(form.getByRole('alert').locator('p').first()).toHaveText(m.failure);
    await expectFilled(form, name);
    await expect(page.locator('#lead-queue-indicator')).toHaveText(messages.leadQueue.sent, {
      timeout: 20_000,
    });
    // Delivered: the failure gives way to the thank-you, and the form is fresh for another.
    await expect(form.getByRole('status')).toHaveText(m.success);
    await expect(form.locator('[data-quote-form-errors]')).toBeEmpty();
    await expect(form.locator('[name=name]')).toHaveValue('');
    const freshKey = await form.locator('[name=idempotency_key]').inputValue();
    expect(freshKey).not.toBe(keys[0]);

    // A second send by the queue would come at its next retry, `retryBaseMs` after the first.
    await page.waitForTimeout(limits.leadQueue.retryBaseMs + margins.lateMs);
    const rows = await leadsNamed(server, name);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toBe(keys[0]);
    expect(new Set(keys).size).toBe(1);
  });
});

/**
 * Issue 27, item 1: after a send with JavaScript the answer comes into view with focus on it,
 * as the no-JavaScript answer page does. The visitor fills the form from its top, so the
 * message region above the fields is out of view when they tap Submit at the bottom.
 */
test.describe('with JavaScript, the answer is in view and has focus', () => {
  for (const path of [
    '/contact',
    '/',
    '/free-estimate',
    '/services/garage-door-repair',
    '/locations/rock-hill-sc',
  ]) {
    test(`${path}: the thank-you`, async ({ page, server }) => {
      const name = `In View ${path}`;
      await page.goto(path);
      const form = await fillQuote(page, name);
      await form.getByRole('button', { name: m.submit }).click();
      const status = form.getByRole('status');
      await expect(status).toHaveText(m.success);
      await expectInView(page, status);
      await expect(status).toBeFocused();
      expect(await leadsNamed(server, name)).toHaveLength(1);
    });
  }

  test('offline: the "saved on this device" notice', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillQuote(page, 'In View Offline');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: m.submit }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(messages.leadQueue.saved);
    await expectInView(page, status);
    await expect(status).toBeFocused();
  });

  test('the server fails: the failure message', async ({ page }) => {
    await page.route('**/api/leads', (route) => route.fulfill(fault['500 with a JSON error']));
    await page.goto('/contact');
    const form = await fillQuote(page, 'In View Failure');
    await form.getByRole('button', { name: m.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert.locator('p').first()).toHaveText(m.failure);
    await expectInView(page, alert);
    await expect(alert).toBeFocused();
  });
});

/**
 * Issue 27, item 2: a double tap on Submit. The lead is stored at the first tap; the second,
 * 60-300 ms later, met the just-cleared form and replaced the thank-you with "Please fill in
 * all required fields.". A submit while one is in flight, or right after success, is ignored.
 */
test.describe('a double tap on Submit leaves the thank-you, one lead stored', () => {
  test.use({ hasTouch: true });
  for (const gapMs of [60, 150, 300]) {
    test(`taps ${gapMs} ms apart`, async ({ page, server }) => {
      const name = `Double Tap ${gapMs}`;
      await page.goto('/contact');
      const form = await fillQuote(page, name);
      const submit = form.locator('[data-quote-form-submit]');
      await submit.tap();
      await page.waitForTimeout(gapMs);
      // A finger lands where the button is, enabled or not.
      await submit.tap({ force: true });
      const status = form.getByRole('status');
      await expect(status).toHaveText(m.success);
      // Long enough for a second request's answer to come back and be shown.
      await page.waitForTimeout(margins.lateMs);
      await expect(status).toHaveText(m.success);
      await expect(form.locator('[data-quote-form-errors]')).toBeEmpty();
      expect(await occurrences(page, m.required)).toBe(0);
      expect(await leadsNamed(server, name)).toHaveLength(1);
    });
  }
});

test.describe('an empty submit says "Please fill in all required fields." once', () => {
  async function expectMarked(page: Page): Promise<void> {
    const form = page.locator('form[data-quote-form]').first();
    await expect(form.getByRole('alert')).toContainText(m.required);
    expect(await occurrences(page, m.required)).toBe(1);
    for (const field of REQUIRED) {
      const control = form.locator(`[name=${field}]`);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      // Its description is the one message on top.
      const describedBy = await control.getAttribute('aria-describedby');
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(m.required);
    }
    for (const field of ['address', 'location', 'message']) {
      await expect(form.locator(`[name=${field}]`)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await expect(form.locator('[name=name]')).toBeFocused();
  }

  test('with JavaScript', async ({ page }) => {
    await gotoEnhanced(page, '/contact');
    await page.locator('form[data-quote-form]').getByRole('button', { name: m.submit }).click();
    await expectMarked(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the answer page', async ({ page }) => {
      await page.goto('/contact');
      await page.locator('form[data-quote-form]').getByRole('button', { name: m.submit }).click();
      await page.waitForLoadState('load');
      await expectMarked(page);
    });
  });
});

test.describe('without JavaScript, the answer page lands on the form message', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/contact', '/']) {
    test(`${path}: thank-you, then the rate-limit refusal, each in view`, async ({
      page,
      server,
    }) => {
      const name = `No Script ${path}`;
      await page.goto(path);
      let form = await fillQuote(page, name);
      await form.getByRole('button', { name: m.submit }).click();
      await page.waitForLoadState('load');
      form = page.locator('form[data-quote-form]').first();
      await expect(form.getByRole('status')).toHaveText(m.success);
      await expectInView(page, form.getByRole('status'));
      expect(await leadsNamed(server, name)).toHaveLength(1);

      // Straight away a second request: refused (429), and that answer is in view too.
      await page.goto(path);
      form = await fillQuote(page, `${name} again`);
      await form.getByRole('button', { name: m.submit }).click();
      await page.waitForLoadState('load');
      form = page.locator('form[data-quote-form]').first();
      await expect(form.getByRole('alert')).toHaveText(m.rateLimited);
      await expectInView(page, form.getByRole('alert'));
    });

    test(`${path}: a validation refusal is in view, the first invalid field focused`, async ({
      page,
    }) => {
      await page.goto(path);
      const form = page.locator('form[data-quote-form]').first();
      await form.locator('[name=name]').fill('Val');
      await form.locator('[name=email]').fill('not-an-email');
      await form.locator('[name=phone]').fill('704 555 0100');
      await form.locator('[name=service]').selectOption('openers');
      await form.getByRole('button', { name: m.submit }).click();
      await page.waitForLoadState('load');
      const after = page.locator('form[data-quote-form]').first();
      await expect(after.getByRole('alert')).toContainText(m.invalidEmail);
      await expectInView(page, after.getByRole('alert'));
      await expect(after.locator('[name=email]')).toBeFocused();
      await expect(after.locator('[name=name]')).toHaveValue('Val');
    });
  }
});

const hasPostgres = await checkPostgres();

test.describe('the database goes away (PostgreSQL behind a relay that is cut)', () => {
  test.skip(!hasPostgres, 'needs PostgreSQL');
  let relay: TcpProxy;
  let server: TestServer;
  let schema: string;

  test.beforeAll(async () => {
    const pgUrl = new URL(POSTGRES_URL);
    relay = await startTcpProxy(pgUrl.hostname, Number(pgUrl.port || 5432));
    schema = uniqueSchema();
    const viaRelay = new URL(POSTGRES_URL);
    viaRelay.port = String(relay.port);
    server = await startServer({
      dialect: 'postgres',
      schema,
      env: { DATABASE_URL: viaRelay.toString(), TRUST_PROXY: '1' },
    });
  });
  test.afterAll(async () => {
    await server.dispose();
    await relay.close();
    await dropSchema(schema);
  });

  test('without JavaScript: the 503 answer is in view with the form filled', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: PHONE,
      baseURL: server.url,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
    });
    const page = await context.newPage();
    await page.goto('/contact');
    const form = await fillQuote(page, 'Down Dora');
    relay.pause();
    try {
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: m.submit }).click();
      expect((await answer).status()).toBe(503);
      await page.waitForLoadState('load');
      const after = page.locator('form[data-quote-form]').first();
      await expect(after.getByRole('alert')).toHaveText(m.failure);
      await expectInView(page, after.getByRole('alert'));
      await expectFilled(after, 'Down Dora');
    } finally {
      relay.resume();
      await context.close();
    }
  });

  test('with JavaScript: the real 503 keeps the form filled; the lead arrives once when it is back, then thank you', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: server.url,
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
    });
    const page = await context.newPage();
    try {
      await page.goto('/contact');
      const form = await fillQuote(page, 'Down Dan');
      relay.pause();
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
      await form.getByRole('button', { name: m.submit }).click();
      expect((await answer).status()).toBe(503);
      await expect(form.getByRole('alert').locator('p').first()).toHaveText(m.failure);
      await expect(page.getByText(/offline/i)).toHaveCount(0);
      await expectFilled(form, 'Down Dan');
      relay.resume();
      await expect(page.locator('#lead-queue-indicator')).toHaveText(messages.leadQueue.sent, {
        timeout: 30_000,
      });
      await expect(form.getByRole('status')).toHaveText(m.success);
      expect(await leadsNamed(server, 'Down Dan')).toHaveLength(1);
    } finally {
      relay.resume();
      await context.close();
    }
  });
});

import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { uniqueIp } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { gotoEnhanced } from './helpers/enhanced.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';

/**
 * Issue 37 ("Visitors"), an audit on 390 px phones: the quote form's answers when the answer is
 * slow, when the address is rate limited, and what a phone's back/forward cache shows.
 */
const m = messages.contactForm;
const PHONE = { width: 390, height: 844 };

const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const server = await startServer({ env: { TRUST_PROXY: '1' } });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Each test is its own visitor: its own address (per-IP limit) and, by context, browser id.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueIp() }),
});
test.use({ viewport: PHONE });

async function fillQuote(page: Page, name: string): Promise<Locator> {
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
  return server.query<{ id: number }>('select id from contact_submissions where name = ?', [name]);
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

/**
 * Item 1: a double tap on a slow answer. The answer takes 800 ms (the audit's figure); the
 * second tap lands on the disabled "Submitting..." button, which moved focus to `<main>`, and
 * the thank-you was then neither focused nor brought on screen.
 */
const SLOW_ANSWER_MS = 800;

test.describe('item 1: a double tap on a slow answer leaves the thank-you focused and on screen', () => {
  test.use({ hasTouch: true });
  for (const gapMs of [80, 300, 600]) {
    test(`taps ${gapMs} ms apart`, async ({ page, server }) => {
      const name = `Slow Double ${gapMs}`;
      await page.route('**/api/leads', async (route) => {
        // The fault: a slow answer (a weak signal), held in the test, not by a sleep of its own.
        await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
        await route.continue();
      });
      await gotoEnhanced(page, '/free-estimate');
      const form = await fillQuote(page, name);
      const submit = form.locator('[data-quote-form-submit]');
      await submit.tap();
      await page.waitForTimeout(gapMs);
      // A finger lands where the button is, "Submitting..." and disabled.
      await submit.tap({ force: true });
      const status = form.getByRole('status');
      await expect(status).toHaveText(m.success);
      await expect(status).toBeFocused();
      await expectInView(page, status);
      expect(await leadsNamed(server, name)).toHaveLength(1);

      // The visitor taps Submit again on the emptied form (past the double-tap guard): the
      // thank-you stays, in view, and no "fill in all required fields" replaces it.
      await page.waitForTimeout(limits.lead.repeatSubmitMs + 100);
      await submit.tap({ force: true });
      await expect(status).toHaveText(m.success);
      await expect(status).toBeFocused();
      await expectInView(page, status);
      await expect(form.locator('[data-quote-form-errors]')).toBeEmpty();
      expect(await leadsNamed(server, name)).toHaveLength(1);
    });
  }
});

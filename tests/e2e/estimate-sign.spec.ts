import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { choiceTotals, formatUsd, type EstimatePricing } from '#app/lib/estimate-money.ts';
import type { EstimateView } from '#app/lib/estimate-view.ts';
import { estimateSignMessages as m } from '#app/lib/messages/estimate-sign.ts';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import { adminCookie } from '../support/admin-session.ts';
import { postLead, uniquePhone, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { expect, test as base } from './fixtures.ts';

/**
 * The customer's estimate page with its own script (issue 39) in a real browser on a 390 px
 * phone: the total follows each tap to the cent, an empty pad is refused before anything is
 * sent, a drawn signature is accepted and stored as a PNG; the page's JavaScript stays within
 * the public budget apart from the signature pad, and no other page loads the pad.
 */
const PHONE = { width: 390, height: 844 };

/** Each test's lead from an address of its own (the per-address limit on quote requests). */
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
});
const TOUCH_PX = 44;
/** Issue 13's public JavaScript budget; the estimate page may add the pad on top (issue 39). */
const JS_BUDGET_GZIP = 15 * 1024;
/** The pad as its package ships it minified, gzipped: 4,697 B for signature_pad 5.1.4. */
const PAD_GZIP = gzipSync(
  fs.readFileSync(
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('signature_pad')),
      'signature_pad.min.js',
    ),
  ),
).length;

const body = {
  options: [
    { title: 'Good', items: [{ description: 'Spring', quantity: 1, unitPriceCents: 1_000 }] },
    {
      title: 'Better',
      items: [
        { description: 'Springs and rollers', quantity: 2, unitPriceCents: 123_456 },
        { description: 'Labor', quantity: 1.5, unitPriceCents: 333 },
      ],
    },
    { title: 'Best', items: [{ description: 'New door', quantity: 1, unitPriceCents: 389_900 }] },
  ],
  addOns: [
    { description: 'Keypad', quantity: 1, unitPriceCents: 8_900 },
    { description: 'Weather seal', quantity: 1, unitPriceCents: 4_550 },
  ],
  taxRatePercent: 7.25,
  depositPercent: 33.33,
  expiresInDays: 30,
  terms: 'Balance due on completion.',
};
const pricing: EstimatePricing = {
  options: body.options,
  addOns: body.addOns,
  taxRatePercent: body.taxRatePercent,
  depositPercent: body.depositPercent,
};

async function sentEstimate(server: TestServer): Promise<{ id: number; path: string }> {
  const cookie = await adminCookie(server);
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
    });
  const lead = await postLead(server, {
    ...validLead,
    email: `sign-${crypto.randomUUID()}@example.com`,
    phone: uniquePhone(),
  });
  expect(lead.status).toBe(201);
  const created = await admin(`/api/admin/leads/${lead.body.id}/estimates`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const sent = await admin(`/api/admin/estimates/${id}/send`, { method: 'POST' });
  expect(sent.status).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  return { id, path: new URL(url).pathname };
}

async function estimateStatus(server: TestServer, id: number): Promise<EstimateView> {
  const res = await fetch(`${server.url}/api/admin/estimates/${id}`, {
    headers: { cookie: await adminCookie(server) },
  });
  return (await res.json()) as EstimateView;
}

async function figures(page: Page) {
  const text = (selector: string) => page.locator(selector).textContent();
  return {
    subtotal: await text('[data-estimate-subtotal]'),
    tax: await text('[data-estimate-tax]'),
    total: await text('[data-estimate-total]'),
    deposit: await text('[data-estimate-deposit]'),
  };
}

function expected(option: number, addOns: number[]) {
  const totals = choiceTotals(pricing, option, addOns);
  return {
    subtotal: formatUsd(totals.subtotalCents),
    tax: formatUsd(totals.taxCents),
    total: formatUsd(totals.totalCents),
    deposit: formatUsd(totals.depositCents),
  };
}

test.use({ viewport: PHONE, hasTouch: true });

test('the customer taps a choice, is refused an empty pad, then signs with a finger', async ({
  page,
  server,
}) => {
  const { id, path } = await sentEstimate(server);
  await page.goto(path);
  const pad = page.locator('[data-signature-pad] canvas');
  await expect(pad).toBeVisible();

  await page.getByLabel('Better').check();
  await page.getByLabel('Weather seal').check();
  await expect.poll(() => figures(page)).toEqual(expected(1, [1]));
  await page.getByLabel('Keypad').check();
  await page.getByLabel('Weather seal').uncheck();
  await expect.poll(() => figures(page)).toEqual(expected(1, [0]));

  const clear = page.getByRole('button', { name: m.clear });
  const typed = page.getByLabel(m.typeInstead);
  for (const target of [clear, typed.locator('xpath=ancestor::label')]) {
    expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(TOUCH_PX);
  }
  const padBox = await pad.boundingBox();
  expect(padBox?.width).toBeGreaterThan(PHONE.width - 100);

  await page.locator('input[name="signerName"]').fill('Zoë Núñez');
  await page.locator('input[name="consent"]').check();
  const acceptButton = page.locator('button[name="intent"][value="accept"]');
  await acceptButton.click();
  await expect(page.locator('#estimate-pad-error')).toHaveText(m.emptyPad);
  expect((await estimateStatus(server, id)).status).toBe('viewed');

  // A stroke across the box, as a finger or a mouse draws it (measured again: the refusal's
  // click scrolled the page).
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no pad');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (step % 2 ? 0.3 : 0.7),
    );
  }
  await page.mouse.up();
  await acceptButton.click();
  await expect(page.locator('[data-estimate-accepted]')).toBeVisible();
  // Opened again once accepted, the private page still sends no view beacon.
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/events') beacons.push(r.postData() ?? '');
  });
  await page.goto(path);
  await expect(page.locator('[data-estimate-accepted]')).toBeVisible();
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  expect(beacons).toEqual([]);

  const view = await estimateStatus(server, id);
  expect(view.status).toBe('accepted');
  expect(view.acceptance).toMatchObject({
    option: 1,
    addOns: [0],
    totalCents: choiceTotals(pricing, 1, [0]).totalCents,
    depositCents: choiceTotals(pricing, 1, [0]).depositCents,
    signerName: 'Zoë Núñez',
  });
  const [stored] = await server.query<{ signature: string | null }>(
    'select signature from estimate_acceptances where estimate_id = ?',
    [id],
  );
  expect(stored?.signature).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
});

test('the estimate page stays within the JavaScript budget apart from the pad; no other page loads the pad', async ({
  page,
  server,
}) => {
  const { path } = await sentEstimate(server);
  const report: string[] = [];
  for (const url of [path, '/']) {
    const scripts = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (b) => void scripts.set(res.url(), b),
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    page.removeAllListeners('response');
    const js = [...scripts.values()].reduce((n, b) => n + gzipSync(b).length, 0);
    const padPage = [...scripts.keys()].some((u) => /\/assets\/estimate-page-/.test(u));
    report.push(`${url === path ? '/estimate/<token>' : url}: JS ${js} B gzip (pad ${PAD_GZIP} B)`);
    expect(padPage, url).toBe(url === path);
    expect(js, url).toBeLessThanOrEqual(JS_BUDGET_GZIP + (url === path ? PAD_GZIP : 0));
  }
  console.info(report.join('\n'));
});

test('a double tap on Accept: one acceptance, and the page says accepted, not "already accepted"', async ({
  page,
  server,
}) => {
  const { id, path } = await sentEstimate(server);
  // A slow answer (a phone's signal): the second tap comes while the first's answer is on its way.
  let posts = 0;
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    // The first is accepted at once, its answer slow to come back.
    const response = await route.fetch({ maxRedirects: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return route.fulfill({ response }).catch(() => {});
  });
  await page.goto(path);
  await expect(page.locator('[data-signature-pad] canvas')).toBeVisible();
  await page.getByLabel(m.typeInstead).check();
  await page.locator('input[name="signerName"]').fill('Dana Double');
  await page.locator('input[name="consent"]').check();
  const acceptButton = page.locator('button[name="intent"][value="accept"]');
  await acceptButton.scrollIntoViewIfNeeded();
  const box = await acceptButton.boundingBox();
  if (!box) throw new Error('no Accept button');
  // A finger lands on the button twice, 150 ms apart, wherever the page is by then.
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(150);
  await page.touchscreen.tap(x, y);
  await expect(page.locator('[data-estimate-accepted]')).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByText(estimateMessages.acceptedAlready)).toHaveCount(0);
  expect(posts).toBe(2);
  expect((await estimateStatus(server, id)).status).toBe('accepted');
  const acceptances = await server.query(
    'select id from estimate_acceptances where estimate_id = ?',
    [id],
  );
  expect(acceptances).toHaveLength(1);
});

import { gzipSync } from 'node:zlib';
import { citySlugs, serviceSlugs } from '#app/content/schema.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers/axe.ts';
import { margins } from '../support/waits.ts';

/** Every public route of this issue, plus the not-found page. */
const PATHS = [
  '/',
  '/contact',
  '/about',
  '/services',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/locations',
  ...citySlugs.map((s) => `/locations/${s}`),
  '/free-estimate',
  '/gallery',
  '/testimonials',
  '/faqs',
  '/privacy-policy',
  '/no-such-page',
];

// JavaScript: issue 13's 15 KB (the enhancement module's first-load part, workbox-window, the
// banner state). CSS is inline in the HTML since issue 13 (the stylesheet requests count 0),
// so the home page's HTML budget covers it.
const BUDGET = { jsGzip: 15 * 1024, cssGzip: 20 * 1024, homeHtmlGzip: 35 * 1024 };

// Each page is checked at both widths in one test: one context, the page loaded afresh at each
// width (setViewportSize, then goto), which gave the same axe results, rule by rule and node by
// node, as a new context per width, for a test's set-up less per page. axe runs in the page
// (helpers/axe.ts) instead of @axe-core/playwright's runPartial() plus finishRun() in a blank page
// it opens for each analysis: the same results on these pages (they have no frames), in half the
// time.
test.describe('axe at 390 and 1280 px', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of PATHS) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      const found: Record<number, string[]> = {};
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        found[width] = await axeViolations(page);
      }
      expect(found).toEqual({ 390: [], 1280: [] });
    });
  }
});

test.describe('home page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has no layout shift with the emergency banner showing', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-emergency-banner]')).toBeVisible();
    await page.waitForLoadState('load');
    // Let late work (enhancement module, lazy images near the fold, fonts) settle.
    await page.waitForTimeout(margins.pageStartMs);
    const shifts = await page.evaluate(
      () =>
        new Promise<Array<{ value: number; afterLoad: boolean }>>((resolve) => {
          const loadedAt = performance.getEntriesByType('navigation')[0]?.duration ?? 0;
          const values: Array<{ value: number; afterLoad: boolean }> = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) {
                values.push({ value: entry.value, afterLoad: entry.startTime >= loadedAt });
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(values), 500);
        }),
    );
    // Nothing moves once the page has loaded (the banner, the sticky header, the enhancement
    // module, lazy images). Before that, a loaded CI machine has shown one sub-pixel-sized
    // reflow of the header's first paint (0.0009 and 0.0002, the business name re-balancing):
    // the page's total stays far inside Google's "good" (0.1), and the test says so exactly.
    expect(shifts.filter((s) => s.afterLoad)).toEqual([]);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total).toBeLessThan(0.005);
  });
});

test('public pages stay within the JavaScript, CSS and HTML budgets', async ({ page }) => {
  test.setTimeout(120_000);
  const report: string[] = [];
  for (const path of [
    '/',
    '/services/garage-door-repair',
    '/locations/charlotte-nc',
    '/contact',
    '/faqs',
    // The booking page (issue 30): rendered per request, the same first-load scripts.
    '/book',
  ]) {
    const bodies = new Map<string, { type: string; body: Buffer }>();
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'document') {
        pending.push(
          res.body().then(
            (body) => void bodies.set(res.url(), { type, body }),
            () => undefined,
          ),
        );
      }
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    page.removeAllListeners('response');
    const gz = (type: string) =>
      [...bodies.values()]
        .filter((b) => b.type === type)
        .reduce((n, b) => n + gzipSync(b.body).length, 0);
    const js = gz('script');
    const css = gz('stylesheet');
    const html = gz('document');
    report.push(`${path}: JS ${js} B, CSS ${css} B, HTML ${html} B (gzip)`);
    expect(js, `${path} JS`).toBeLessThanOrEqual(BUDGET.jsGzip);
    expect(css, `${path} CSS`).toBeLessThanOrEqual(BUDGET.cssGzip);
    if (path === '/') expect(html, 'home HTML').toBeLessThanOrEqual(BUDGET.homeHtmlGzip);
    // No React on public pages.
    for (const url of bodies.keys()) expect(url).not.toMatch(/entry\.client|jsx-runtime|root-/);
  }
  console.info(report.join('\n'));
});

test.describe('one main landmark, at the top level (issue 27)', () => {
  for (const [path, content] of [
    ['/offline', '[data-offline-page]'],
    ['/admin', 'form input[type=password]'],
  ] as const) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main).toHaveCount(1);
      await expect(main.locator(content)).toBeVisible();
      expect(await page.locator('main main').count()).toBe(0);
    });
  }
});

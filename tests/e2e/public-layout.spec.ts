import type { Page } from '@playwright/test';
import { limits } from '#app/lib/limits.ts';
import { expect, test } from './fixtures.ts';
import { gotoEnhanced } from './helpers/enhanced.ts';

const PHONE = { width: 390, height: 844 };

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The header updates on the next animation frame after the scroll event.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
}

function headerBottom(page: Page) {
  return page.locator('[data-site-header]').evaluate((el) => el.getBoundingClientRect().bottom);
}

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('closing the banner lasts for the session and it returns in a new session', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const banner = page.locator('[data-emergency-banner]');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('24/7 Emergency Service');
    await expect(banner.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1/);
    await page.getByRole('button', { name: 'Close emergency banner' }).click();
    await expect(banner).toBeHidden();
    // The header moves up to the top once the banner is gone.
    await expect
      .poll(() => page.locator('[data-site-header]').boundingBox())
      .toMatchObject({ y: 0 });

    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(banner).toBeHidden();
    await page.goto('/locations/charlotte-nc');
    await expect(banner).toBeHidden();

    const fresh = await browser.newContext({ viewport: PHONE, baseURL });
    try {
      const other = await fresh.newPage();
      await other.goto('/locations/charlotte-nc');
      await expect(other.locator('[data-emergency-banner]')).toBeVisible();
    } finally {
      await fresh.close();
    }
  });

  test('a closed banner stays closed on later pages without any layout shift', async ({ page }) => {
    await gotoEnhanced(page, '/');
    await page.getByRole('button', { name: 'Close emergency banner' }).click();
    for (const path of [
      '/gallery',
      '/locations/charlotte-nc',
      '/contact',
      '/',
      '/about',
      '/faqs',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page.locator('[data-emergency-banner]')).toBeHidden();
      await expect
        .poll(() => page.locator('[data-site-header]').boundingBox())
        .toMatchObject({ y: 0 });
      // Each shift with the nodes that moved, so a failure names its source.
      const shifts = await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            // Not in TypeScript's DOM library yet.
            type LayoutShift = PerformanceEntry & {
              value: number;
              sources: ReadonlyArray<{ node: Node | null }>;
            };
            const found: string[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as LayoutShift[]) {
                const nodes = entry.sources.map((s) =>
                  s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : 'text',
                );
                found.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(found), 300);
          }),
      );
      // None at all: a banner that flashes open shifts by about 0.06, a header row or hero
      // painted half parsed by 0.001-0.14 (app.css `parsed-whole`).
      expect(shifts, path).toEqual([]);
    }
  });

  test('the header hides after scrolling down past 100 px and returns on scrolling up', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('[data-site-header]');
    const bannerHeight = await page
      .locator('[data-emergency-banner]')
      .evaluate((el) => el.getBoundingClientRect().height);
    const shown = await headerBottom(page);
    expect(shown).toBeGreaterThan(bannerHeight);

    await scrollTo(page, limits.header.hideAfterPx - 40);
    await scrollTo(page, limits.header.hideAfterPx - 10);
    await expect(header).not.toHaveAttribute('data-hidden');

    await scrollTo(page, 400);
    await scrollTo(page, 700);
    await expect(header).toHaveAttribute('data-hidden', '');
    // Slid up behind the banner: nothing of it is left below the banner.
    await expect.poll(() => headerBottom(page)).toBeLessThanOrEqual(bannerHeight + 0.5);

    await scrollTo(page, 600);
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect.poll(() => headerBottom(page)).toBeCloseTo(shown, 0);
  });

  test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menu = page.locator('details[data-mobile-menu]');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav).toBeHidden();

    await page.locator('details[data-mobile-menu] > summary').click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveCount(
      // Home, Services + 7, Areas Served + 5, About, Contact
      1 + 8 + 6 + 2,
    );
    // A link on the same page: the menu must close without any navigation doing it.
    await mobileNav
      .getByRole('link', { name: 'Charlotte' })
      .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await mobileNav.getByRole('link', { name: 'Charlotte' }).click();
    await expect(menu).not.toHaveAttribute('open');
    await expect(mobileNav).toBeHidden();

    await page.locator('details[data-mobile-menu] > summary').click();
    await mobileNav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the mobile menu works from the keyboard and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const summary = page.locator('details[data-mobile-menu] > summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mobileNav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();
    await expect(summary).toBeFocused();
  });
});

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Services and Areas Served dropdowns open with the keyboard', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const repair = nav.getByRole('link', { name: 'Garage Door Repair' });
    const charlotte = nav.getByRole('link', { name: 'Charlotte' });
    await expect(repair).toBeHidden();

    await nav.getByRole('link', { name: 'Home', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await expect(repair).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Garage Door Installation' })).toBeFocused();
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Areas Served', exact: true })).toBeFocused();
    await expect(repair).toBeHidden();
    await expect(charlotte).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(charlotte).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/locations\/charlotte-nc$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('dropdowns open on focus and FAQ tabs are links', async ({ page }) => {
    await page.goto('/faqs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Areas Served', exact: true }).focus();
    await expect(nav.getByRole('link', { name: 'Rock Hill' })).toBeVisible();

    const general = page.locator('[data-faq-panel="general"]');
    const repair = page.locator('[data-faq-panel="repair"]');
    await expect(general).toBeVisible();
    await expect(repair).toBeHidden();
    await page
      .getByRole('navigation', { name: 'FAQ categories' })
      .getByRole('link', { name: 'Repair' })
      .click();
    await expect(page).toHaveURL(/\/faqs\?tab=repair$/);
    await expect(repair).toBeVisible();
    await expect(general).toBeHidden();
  });
});

test('FAQ tabs switch in place and only one question is open at a time', async ({ page }) => {
  await page.goto('/faqs');
  const tabs = page.getByRole('navigation', { name: 'FAQ categories' });
  await expect(tabs.getByRole('link')).toHaveCount(5);
  await expect(tabs.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'true');
  const openers = page.locator('[data-faq-panel="openers"]');
  await expect(openers).toBeHidden();
  await tabs.getByRole('link', { name: 'Garage Door Openers' }).click();
  await expect(openers).toBeVisible();
  await expect(page.locator('[data-faq-panel="general"]')).toBeHidden();
  await expect(page).toHaveURL(/\?tab=openers$/);
  await expect(tabs.getByRole('link', { name: 'Garage Door Openers' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  const questions = openers.locator('details');
  await expect(questions).toHaveCount(4);
  await questions.nth(0).locator('summary').click();
  await expect(questions.nth(0)).toHaveAttribute('open');
  await questions.nth(2).locator('summary').click();
  await expect(questions.nth(2)).toHaveAttribute('open');
  await expect(questions.nth(0)).not.toHaveAttribute('open');
  await expect(page.locator('[data-faq-panel] details[open]')).toHaveCount(1);
});

test('a neighbourhood image that fails to load swaps to the generic image with new alt text', async ({
  page,
}) => {
  await page.route('**/images/neighborhood-historic.svg', (route) => route.abort());
  await page.goto('/locations/concord-nc');
  const img = page.locator('img[data-fallback-src]');
  await img.scrollIntoViewIfNeeded(); // it loads lazily
  await expect(img).toHaveAttribute('src', '/images/neighborhood-generic.svg');
  const alt = await img.getAttribute('alt');
  expect(alt).toBe(await img.getAttribute('data-fallback-alt'));
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
});

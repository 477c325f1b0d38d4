import type { Page } from '@playwright/test';
import { defaultContentSnapshot } from '#app/content/live.ts';
import { publicPaths } from '#app/lib/urls.ts';
import { expect, test } from './fixtures.ts';

/** The test server shows the defaults (version 0). */
const { business, emergencyBanner } = defaultContentSnapshot().content;

/** Every page with the public layout: the indexable pages, the offline page and a 404. */
const PATHS = [...publicPaths(), '/offline', '/no-such-page'];

/** Small phones: iPhone SE (1st gen), most Android phones, iPhone 12-15. */
const WIDTHS = [320, 360, 390] as const;

interface Fit {
  /** The text the element shows. */
  text: string;
  /** Its content is wider or taller than its box (cut, clamped or ellipsised). */
  clipped: boolean;
  /** It lies outside the box it belongs to (the banner, the header) or the viewport. */
  outside: boolean;
  hidden: boolean;
}

/** How an element's text fits its own box, its container and the viewport. */
function fitOf(page: Page, selector: string, container: string): Promise<Fit> {
  return page.evaluate(
    ([sel, box]) => {
      const el = document.querySelector<HTMLElement>(sel);
      const outer = document.querySelector<HTMLElement>(box);
      if (!el || !outer) throw new Error(`missing ${sel} or ${box}`);
      const r = el.getBoundingClientRect();
      const o = outer.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        text: el.innerText.replace(/\s+/g, ' ').trim(),
        clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        outside:
          r.left < Math.max(0, o.left) - 0.5 ||
          r.right > Math.min(innerWidth, o.right) + 0.5 ||
          r.top < o.top - 0.5 ||
          r.bottom > o.bottom + 0.5,
        hidden: style.display === 'none' || style.visibility === 'hidden' || r.width === 0,
      };
    },
    [selector, container] as const,
  );
}

const NAME = '[data-site-header] a[href="/"] span';
const BANNER_TEXT = '[data-emergency-banner] p';

for (const path of PATHS) {
  test(`${path} fits 320, 360 and 390 px without cutting the business name or the banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 640 });
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 640 });
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(sizes.scrollWidth, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(
        sizes.innerWidth,
      );

      const name = await fitOf(page, NAME, '[data-site-header]');
      expect(name, `business name at ${width} px`).toEqual({
        text: business.name,
        clipped: false,
        outside: false,
        hidden: false,
      });

      const banner = await fitOf(page, BANNER_TEXT, '[data-emergency-banner]');
      expect(banner, `banner text at ${width} px`).toEqual({
        text: emergencyBanner.short,
        clipped: false,
        outside: false,
        hidden: false,
      });
      // The call link shares the banner's line: it must stay whole too.
      const call = await fitOf(page, '[data-emergency-banner] a', '[data-emergency-banner]');
      expect(call, `banner call link at ${width} px`).toEqual({
        text: emergencyBanner.call.text,
        clipped: false,
        outside: false,
        hidden: false,
      });
    }
  });
}

test('the header stays one compact row at 320 px with the call button and the menu in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const header = await page.locator('[data-site-header]').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(65);
  for (const target of [
    page.locator('[data-site-header]').getByRole('link', { name: 'Free Estimate' }),
    page.locator('[data-mobile-menu] summary'),
  ]) {
    await expect(target).toBeInViewport({ ratio: 1 });
  }
  // The menu still opens and its links fit the screen.
  await page.locator('[data-mobile-menu] summary').click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

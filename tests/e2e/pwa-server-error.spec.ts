import { expect } from '@playwright/test';
import { proxiedSiteTest } from '../support/proxied-site.ts';
import { listCachedUrls, serviceWorkerControls } from './support/pwa.ts';

/**
 * A visitor whose phone kept a page, when the site answers with a server error instead of the
 * page (the proxy's 502 while the app restarts, a 503): the kept copy stands in, as it does
 * offline. The proxy in front of the server gives the errors, no switch in the product.
 */
const test = proxiedSiteTest;

test('a server error shows the page kept from an earlier visit; without one, or for a 4xx, the answer as it came', async ({
  page,
  site,
}) => {
  const city = '/locations/rock-hill-sc';
  await page.goto(city);
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await expect
    .poll(async () => (await listCachedUrls(page)).some((e) => new URL(e.url).pathname === city))
    .toBe(true);
  const heading = (await page.locator('h1').textContent()) ?? '';
  expect(heading).toContain('Rock Hill');

  let answer = { status: 502, body: 'Bad Gateway from the proxy' };
  site.proxy.intercept((request) =>
    request.method === 'GET' &&
    !request.path.startsWith('/assets/') &&
    !request.path.startsWith('/sw.js')
      ? answer
      : undefined,
  );
  for (const status of [502, 503, 500]) {
    answer = { status, body: `server error ${status}` };
    for (const path of [city, `${city}?utm_source=google`]) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page.getByText(`server error ${status}`)).toHaveCount(0);
    }
  }

  // A page never kept: the error as the site gave it (not the offline page: the phone is online).
  answer = { status: 502, body: 'Bad Gateway from the proxy' };
  await page.goto('/faqs');
  await expect(page.getByText('Bad Gateway from the proxy')).toBeVisible();
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);

  // A page that is gone (a post taken down) or missing now is never replaced by its old copy.
  for (const status of [404, 410]) {
    answer = { status, body: `answered ${status}` };
    await page.goto(city);
    await expect(page.getByText(`answered ${status}`)).toBeVisible();
  }
});

test('offline, a page kept without its query never stands in for another page of the same path', async ({
  page,
  context,
}) => {
  await page.goto('/faqs');
  const faqHeading = (await page.locator('h1').textContent()) ?? '';
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await page.goto('/blog');
  await expect
    .poll(async () => {
      const kept = (await listCachedUrls(page)).map((e) => new URL(e.url).pathname);
      return kept.includes('/faqs') && kept.includes('/blog');
    })
    .toBe(true);

  await context.setOffline(true);
  // Each address in a tab of its own, as a link from an ad or a search opens it. Going from one
  // offline page straight to the next, Chromium under Playwright's offline emulation now and then
  // reloaded the page being left instead (a navigation of type "reload" to the previous address,
  // seen at db59049 too), with no reload in our pages: the offline page's only reload waits for
  // an "online" event, which did not come.
  const open = async (path: string) => {
    const tab = await context.newPage();
    await tab.goto(path);
    return tab;
  };
  // The second page of the blog, another tab of the FAQs: other pages, never kept.
  for (const path of ['/blog?page=2', '/faqs?tab=repair', '/faqs?tab=repair&utm_source=google']) {
    const tab = await open(path);
    await expect(tab.locator('[data-offline-page]')).toBeVisible();
    await tab.close();
  }
  // The same page under tracking parameters (an ad's click) is still the kept copy.
  const ad = await open('/faqs?utm_source=google&gclid=abc');
  await expect(ad.locator('h1')).toHaveText(faqHeading);
  await expect(ad.locator('[data-offline-page]')).toHaveCount(0);
});

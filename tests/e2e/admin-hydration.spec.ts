import { hydrationErrorPrefix } from '#app/lib/react/hydration-errors.ts';
import { adminCookie } from '../support/admin-session.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 28: React hydrates the admin's HTML in the browser, and a mismatch between the server's
 * HTML and the browser's first render fails the admin's specs (console-guard.ts). Here the
 * mismatch is made on purpose: the server's HTML is changed on its way to the browser.
 */
test('a hydration mismatch is reported and fails the spec', async ({
  page,
  context,
  server,
  consoleGuard,
}) => {
  const [name, value] = (await adminCookie(server)).split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);

  // As served, the inbox hydrates without a word in the console.
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  expect(consoleGuard.errors).toEqual([]);

  await page.route('**/admin/submissions', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace('>Submissions</h2>', '>Submissions (server)</h2>');
    expect(changed).not.toBe(html);
    await route.fulfill({ response, body: changed });
  });
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  // React drew the heading again from the browser's tree.
  await expect(page.getByRole('heading', { name: 'Submissions', exact: true })).toBeVisible();
  await expect
    .poll(() => consoleGuard.errors.some((error) => error.includes(hydrationErrorPrefix)))
    .toBe(true);
  // Taken, or the guard would fail this test at its end: what it exists for.
  consoleGuard.take();
});

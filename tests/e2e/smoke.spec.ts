import { expect, test } from './fixtures.ts';

test('the home page renders in Chromium and the not-found page logs the attempted path', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toBeVisible();

  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found');
  await expect
    .poll(() => messages.join('\n'))
    .toContain('404 Error: User attempted to access non-existent route: /no-such-page');
});

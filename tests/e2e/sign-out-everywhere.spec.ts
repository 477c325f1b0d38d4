import { messages } from '#app/lib/messages.ts';
import { expect, test } from './fixtures.ts';
import { TEST_ADMIN, createAdmin, login } from './helpers/login.ts';

/** The Security tab's "Sign out everywhere": asks first, then every browser is at the gate. */
test.beforeEach(async ({ server }) => {
  await createAdmin(server, TEST_ADMIN);
});

test('asks first, can be cancelled, then signs out this browser and the others', async ({
  page,
  browser,
  server,
}) => {
  const other = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const phone = await other.newPage();
  await login(phone, TEST_ADMIN);
  await login(page, TEST_ADMIN);
  await page.goto('/admin/security');
  const start = page.getByRole('button', { name: messages.auth.signOutEverywhereButton });
  await start.click();
  await expect(page.getByText(messages.auth.signOutEverywhereConfirm)).toBeVisible();
  await page.getByRole('link', { name: messages.auth.signOutEverywhereCancel }).click();
  await expect(page.getByText(messages.auth.signOutEverywhereConfirm)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();

  await start.click();
  await page.getByRole('button', { name: messages.auth.signOutEverywhereYes }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await phone.goto('/admin/submissions');
  await expect(phone.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server asks the question, the answer signs out', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.goto('/admin/security');
    await page.getByRole('button', { name: messages.auth.signOutEverywhereButton }).click();
    await expect(page.getByText(messages.auth.signOutEverywhereConfirm)).toBeVisible();
    await page.getByRole('button', { name: messages.auth.signOutEverywhereYes }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });
});

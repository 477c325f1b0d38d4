import { expect, test } from './fixtures.ts';
import { TEST_ADMIN, createAdmin, login } from './helpers/login.ts';

test.beforeAll(async ({ server }) => {
  await createAdmin(server, TEST_ADMIN);
});

test('a wrong password shows "Invalid credentials" and empties the password field', async ({
  page,
}) => {
  await page.goto('/admin');
  // Issue 19: nothing pre-filled, so the page does not name the account to guess at.
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  const password = page.getByLabel(/^Password/);
  await password.fill('Not-The-Right-One-1');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expect(page.getByLabel('Email')).toHaveValue(TEST_ADMIN.email);
});

test('signing in shows the dashboard; signing out returns to the gate', async ({ page }) => {
  await login(page, TEST_ADMIN);
  // Issue 19: the browser is now one of the owner's, by a signed cookie the page cannot read.
  const device = (await page.context().cookies()).find((c) => c.name === 'cfgd_device');
  expect(device).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('cfgd_device');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to website' })).toHaveAttribute('href', '/');
  // /admin opens Submissions (issue 6).
  await expect(page.getByRole('heading', { name: 'Submissions', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gate still signs in and out', async ({ page }) => {
    await page.goto('/admin');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel(/^Password/).fill('Wrong-Again-2');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page.getByLabel(/^Password/)).toHaveValue('');
    await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Submissions', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });
});

import { expect, type BrowserContext, type Page } from '@playwright/test';
import { createAdmin as createAdminWithCli, type AdminCredentials } from '../../support/admin.ts';
import { adminCookie } from '../../support/admin-session.ts';
import type { TestServer } from '../../support/server.ts';

export type { AdminCredentials };
export { TEST_ADMIN } from '../../support/admin.ts';

/** Creates (or resets) the admin of a test server with `npm run admin:create`, using its env. */
export function createAdmin(
  server: Pick<TestServer, 'env'>,
  credentials: AdminCredentials,
): Promise<AdminCredentials> {
  return createAdminWithCli(server, credentials);
}

/** Signs in through the /admin gate and waits for the dashboard shell. */
export async function login(page: Page, credentials: AdminCredentials): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Signs `context` in as the test server's admin with a session cookie (no trip through the gate). */
export async function signInContext(context: BrowserContext, server: TestServer): Promise<void> {
  const [name, value] = (await adminCookie(server)).split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);
}

import { expect, test } from './fixtures.ts';
import { TEST_ADMIN, createAdmin, login } from './helpers/login.ts';

/**
 * Issue 27, item 11: the owner's browser (signed in before) signs in at once while someone at
 * the same address (the same Wi-Fi, a carrier's shared address) keeps failing. With JavaScript
 * the form posts to `/admin.data`: the device cookie must reach that URL too.
 */
test('a browser that signed in before is not slowed by failures from its own address', async ({
  page,
  request,
  server,
}) => {
  await createAdmin(server, TEST_ADMIN);
  await login(page, TEST_ADMIN);
  const device = (await page.context().cookies()).find((c) => c.name === 'cfgd_device');
  expect(device).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Strict' });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();

  // Another browser at the same address (this machine's), without the owner's cookies.
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const res = await request.post('/admin', {
      form: { intent: 'sign-in', email: TEST_ADMIN.email, password: `Wrong-Guess-${i}-x` },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    statuses.push(res.status());
  }
  expect(statuses.at(-1)).toBe(429);

  await login(page, TEST_ADMIN);
  await expect(page.getByRole('heading', { name: 'Submissions', level: 2 })).toBeVisible();
});

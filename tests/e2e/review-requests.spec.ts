import type { Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { seedLeads } from '../support/seed-leads.ts';
import { expect, test } from './fixtures.ts';
import { signInContext } from './helpers/login.ts';

const toast = (page: Page, message: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: message }).first();

test('Settings take the review link; a closed lead’s card asks for a review once', async ({
  page,
  context,
  server,
}) => {
  await signInContext(context, server);
  await seedLeads(server, [
    {
      name: 'Quinn Reviewcard',
      email: 'quinn.card@example.com',
      phone: '7045550111',
      service: 'repair',
      status: 'closed',
    },
  ]);

  await page.goto('/admin/settings');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const link = page.getByLabel(messages.reviews.linkLabel);
  await link.fill('javascript:alert(1)');
  await page.getByRole('button', { name: messages.reviews.save }).click();
  await expect(page.getByText(messages.reviews.invalidLink).first()).toBeVisible();
  await link.fill('https://g.page/r/example-review');
  await page.getByRole('button', { name: messages.reviews.save }).click();
  await expect(toast(page, messages.reviews.saved)).toBeVisible();

  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const card = page.getByTestId('lead-card').filter({ hasText: 'Quinn Reviewcard' });
  await card.getByRole('button', { name: messages.reviews.ask }).click();
  await expect(toast(page, messages.reviews.sent)).toBeVisible();
  // Said as done just now, and not offered again.
  await expect(card.getByTestId('ask-review')).toHaveText(messages.reviews.sent);
  await expect(card.getByRole('button', { name: messages.reviews.ask })).toHaveCount(0);
  // The delivery log lists it with the lead's other e-mails.
  await card.getByText(/^E-mails \(\d+\)$/).click();
  await expect(card.getByText('Review request to the customer')).toBeVisible();
  expect(
    // This lead's only: other files of the worker share its server.
    await server.query(
      `select 1 from outbox where kind = 'review_request' and to_address = 'quinn.card@example.com'`,
    ),
  ).toHaveLength(1);
});

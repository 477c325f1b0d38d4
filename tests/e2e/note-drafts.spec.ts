import type { Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { seedLeads } from '../support/seed-leads.ts';
import { expect, test } from './fixtures.ts';
import { TEST_ADMIN, createAdmin, login } from './helpers/login.ts';

/**
 * Issue 37, items 1 and 6: a note typed on a lead card is kept on the phone until it is added
 * or discarded. A session that ends while it is typed, a save that fails offline, closing
 * Notes and reloading lose nothing; signing out removes it from the device.
 */

test.use({ viewport: { width: 390, height: 844 } });

const NAME = 'Nell Notedraft';
const TYPED = 'Called back: wants the 16x7 insulated door, quote before Friday.';
const DRAFT_KEY = 'cfgd-lead-notes-unsent';

test.beforeEach(async ({ server }) => {
  await createAdmin(server, TEST_ADMIN);
  await server.query('delete from contact_submissions');
  await seedLeads(server, [
    { name: NAME, email: 'nell@example.com', phone: '7045550177', service: 'repair' },
  ]);
});

function card(page: Page) {
  return page.getByTestId('lead-card').filter({ hasText: NAME });
}

function toast(page: Page, message: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

async function openInbox(page: Page): Promise<void> {
  await page.goto('/admin/submissions');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
}

function deviceDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
}

test('a note typed when the session ends is kept, the gate says why, and it is offered back', async ({
  page,
  server,
}) => {
  await login(page, TEST_ADMIN);
  await openInbox(page);
  await card(page)
    .getByText(/^Notes \(\d+\)$/)
    .click();
  await card(page).getByLabel('Add a note').fill(TYPED);

  // The session ends while the owner types (idle timeout, or signed out elsewhere).
  await server.query('delete from admin_sessions');
  await card(page).getByRole('button', { name: 'Add note' }).click();

  // The sign-in form says why it is there.
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect(page.getByTestId('session-ended')).toHaveText(messages.login.sessionEnded);
  expect(await deviceDraft(page)).toContain(TYPED);

  await page.getByLabel('Email').fill(TEST_ADMIN.email);
  await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();

  // Offered back: the card's Notes open by themselves with the text in the box.
  const box = card(page).getByLabel('Add a note');
  await expect(box).toHaveValue(TYPED);
  await expect(card(page).getByTestId('note-kept')).toHaveText(messages.admin.noteKept);
  await card(page).getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, messages.admin.noteAdded)).toBeVisible();
  await expect(card(page).getByTestId('lead-note')).toHaveText([new RegExp(`^${TYPED}`)]);
  await expect(box).toHaveValue('');
  expect(await deviceDraft(page)).toBeNull();
});

test('a note that failed to save offline survives closing Notes and reloading, until added', async ({
  page,
  context,
}) => {
  await login(page, TEST_ADMIN);
  await openInbox(page);
  const notes = card(page).getByText(/^Notes \(\d+\)$/);
  await notes.click();
  await card(page).getByLabel('Add a note').fill(TYPED);
  await context.setOffline(true);
  await card(page).getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, messages.admin.noteFailed)).toBeVisible();

  // Notes closed and opened again: the text is back.
  await notes.click();
  await expect(card(page).getByLabel('Add a note')).toBeHidden();
  await notes.click();
  await expect(card(page).getByLabel('Add a note')).toHaveValue(TYPED);

  // Back online, the inbox reloaded: the note is still there, and the card opens it.
  await context.setOffline(false);
  await openInbox(page);
  await expect(card(page).getByLabel('Add a note')).toHaveValue(TYPED);
  await card(page).getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, messages.admin.noteAdded)).toBeVisible();
  await expect(card(page).getByLabel('Add a note')).toHaveValue('');
  expect(await deviceDraft(page)).toBeNull();
});

test('the inbox offers a note kept for a lead not on screen; Discard and sign-out remove it', async ({
  page,
  server,
}) => {
  const [other] = await seedLeads(server, [
    { name: 'Otto Otherlead', email: 'otto@example.com', phone: '7045550178', service: 'repair' },
  ]);
  await login(page, TEST_ADMIN);
  await openInbox(page);
  await card(page)
    .getByText(/^Notes \(\d+\)$/)
    .click();
  await card(page).getByLabel('Add a note').fill(TYPED);

  // Only the other lead on screen: the inbox links to the waiting note.
  await page.goto(`/admin/submissions?lead=${other}`);
  const kept = page.getByTestId('kept-notes');
  await expect(kept).toContainText(messages.admin.notesKept(1));
  await kept.getByRole('link', { name: messages.admin.noteKeptOpen(NAME) }).click();
  await expect(card(page).getByLabel('Add a note')).toHaveValue(TYPED);

  // Discard: gone from the box and the device.
  await card(page).getByRole('button', { name: messages.admin.noteDiscard }).click();
  await expect(card(page).getByLabel('Add a note')).toHaveValue('');
  expect(await deviceDraft(page)).toBeNull();

  // Typed again, then signed out: nothing stays on the device.
  await card(page).getByLabel('Add a note').fill(TYPED);
  expect(await deviceDraft(page)).toContain(TYPED);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  expect(await deviceDraft(page)).toBeNull();
});

test('signed out everywhere from another device: the gate says so and the note leaves this phone', async ({
  page,
  browser,
  server,
}) => {
  await login(page, TEST_ADMIN);
  await openInbox(page);
  await card(page)
    .getByText(/^Notes \(\d+\)$/)
    .click();
  await card(page).getByLabel('Add a note').fill(TYPED);
  expect(await deviceDraft(page)).toContain(TYPED);

  // The owner, on a laptop, signs out everywhere (a lost phone).
  const laptop = await browser.newContext({ baseURL: server.url });
  const laptopPage = await laptop.newPage();
  await login(laptopPage, TEST_ADMIN);
  await laptopPage.goto('/admin/security');
  await laptopPage.getByRole('button', { name: messages.auth.signOutEverywhereButton }).click();
  await laptopPage.getByRole('button', { name: messages.auth.signOutEverywhereYes }).click();
  await expect(laptopPage.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await laptop.close();

  // The phone's next tap meets the gate, which says why, and the note is gone from the device.
  await card(page).getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect(page.getByTestId('session-ended')).toHaveText(messages.login.signedOutEverywhere);
  await expect.poll(() => deviceDraft(page)).toBeNull();
});

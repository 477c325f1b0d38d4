import { type Locator, type Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { uniqueIp } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';
import { type TestSmtp } from '../support/smtp.ts';
import { expect } from './fixtures.ts';
import { signInContext } from './helpers/login.ts';
import { mailTest } from './helpers/visitor-servers.ts';

/**
 * Issue 37 on a 390 px phone, in a real browser against the built server: the owner books a
 * visit from the card of a lead who phoned, moves it from there, and the customer's mailbox
 * gets the event and its update; what a thumb taps on the card and the Schedule is at least
 * 44 px tall.
 */
const b = messages.booking;
const PHONE = { width: 390, height: 844 };
/** WCAG 2.5.5's target size, and Apple's. */
const TOUCH_PX = 44;

const test = mailTest;

/** A lead through the public API, as the quote form sends it. */
async function postLead(server: TestServer, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'X-Forwarded-For': uniqueIp(),
    },
    body: JSON.stringify({
      phone: '(704) 555-0123',
      service: 'openers',
      address: '5 Oak Ln, Concord, NC',
      location: 'Concord, NC',
      message: 'Opener hums, door stays put',
      ...body,
      started_at: String(Date.now() - 60_000),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function mailTo(smtp: TestSmtp, address: string, match: (raw: string) => boolean) {
  await expect
    .poll(() => smtp.messages.some((m) => m.envelopeTo.includes(address) && match(m.raw)), {
      timeout: 20_000,
    })
    .toBe(true);
  return smtp.messages.filter((m) => m.envelopeTo.includes(address) && match(m.raw));
}

async function ownerPage(page: Page, server: TestServer, path: string): Promise<void> {
  await signInContext(page.context(), server);
  await page.goto(path);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
}

/** The targets shorter than a thumb, with their heights (empty when every one is tall enough). */
async function tooShort(targets: Array<[string, Locator]>): Promise<Array<[string, number]>> {
  const short: Array<[string, number]> = [];
  for (const [name, target] of targets) {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${name}: not on screen`);
    if (box.height < TOUCH_PX) short.push([name, Math.round(box.height)]);
  }
  return short;
}

test.use({ viewport: PHONE });

test('the owner books a visit from the lead card, then moves it there; the customer gets both events', async ({
  page,
  mailServer,
}) => {
  const { server, smtp } = mailServer;
  const email = 'phoned-in@example.com';
  const leadId = await postLead(server, { name: 'Pat Phoned', email });
  await ownerPage(page, server, `${server.url}/admin/submissions?lead=${leadId}`);
  const toast = (text: string) =>
    page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  const visit = page.getByTestId('lead-card').getByTestId('lead-visit');

  await visit.getByRole('button', { name: b.bookVisit }).click();
  const pick = visit.getByLabel(b.bookPick);
  // The windows arrive from the server after the tap (a loaded machine took longer than a read).
  await expect.poll(() => pick.locator('option').count()).toBeGreaterThan(2);
  const starts = await pick
    .locator('option')
    .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  expect(starts.length).toBeGreaterThan(2);
  await pick.selectOption(starts[1]!);
  await visit.getByRole('button', { name: b.bookConfirm }).click();
  await expect(toast('Booked for')).toBeVisible();
  await expect(visit).toContainText(b.visitBooked);
  await expect(visit.locator('time')).toHaveAttribute('datetime', starts[1]!);
  const [confirmation] = await mailTo(smtp, email, (raw) => /METHOD:REQUEST/.test(raw));
  const uid = /UID:([^\r\n]+)/.exec(confirmation!.raw)?.[1];
  expect(uid).toBeTruthy();

  await visit.getByRole('button', { name: new RegExp(`^${b.move}`) }).click();
  const moveTo = visit.getByLabel(b.moveTo);
  await expect(moveTo.locator(`option[value="${starts[1]!}"]`)).toHaveCount(0);
  await moveTo.selectOption(starts[2]!);
  await visit.getByRole('button', { name: b.moveConfirm }).click();
  await expect(toast('Moved to')).toBeVisible();
  await expect(visit.locator('time')).toHaveAttribute('datetime', starts[2]!);
  const [row] = await server.query<{ window_start: number | string }>(
    'select window_start from appointments where lead_id = ?',
    [leadId],
  );
  expect(Number(row!.window_start)).toBe(Date.parse(starts[2]!));
  const updates = await mailTo(
    smtp,
    email,
    (raw) => /METHOD:REQUEST/.test(raw) && /SEQUENCE:1/.test(raw),
  );
  expect(updates[0]!.raw).toContain(`UID:${uid}`);
});

test('what a thumb taps on the lead card and the Schedule is at least 44 px tall at 390 px', async ({
  page,
  mailServer,
}) => {
  const { server } = mailServer;
  const start = await (async () => {
    const body = (await (await fetch(`${server.url}/api/availability`)).json()) as {
      windows: Array<{ start: string; available: boolean }>;
    };
    return body.windows.filter((w) => w.available).at(-1)!.start;
  })();
  const leadId = await postLead(server, {
    name: 'Tia Touch',
    email: 'tia@example.com',
    appointment: { start },
  });
  await ownerPage(page, server, `${server.url}/admin/submissions?lead=${leadId}`);
  const card = page.getByTestId('lead-card');
  const targets: Array<[string, Locator]> = [
    ['phone link', card.getByRole('link', { name: '(704) 555-0123' })],
    ['e-mail link', card.getByRole('link', { name: 'tia@example.com' })],
    ['Notes heading', card.locator('summary').filter({ hasText: 'Notes' })],
    ['E-mails heading', card.locator('summary').filter({ hasText: 'E-mails' })],
    ['card Move', card.getByRole('button', { name: new RegExp(`^${b.move}`) })],
    ['card Cancel visit', card.getByRole('button', { name: new RegExp(`^${b.cancelVisit}`) })],
  ];
  expect.soft(await tooShort(targets)).toEqual([]);

  await page.goto(`${server.url}/admin/schedule`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const visit = page.getByTestId('visit').filter({ hasText: 'Tia Touch' });
  await expect(visit).toContainText(messages.contactForm.serviceLabels.openers);
  const onSchedule: Array<[string, Locator]> = [
    ['Open the lead', visit.getByRole('link', { name: b.openLead })],
    ['Directions', visit.getByRole('link', { name: new RegExp(`^${b.directions}`) })],
    ['Call', visit.getByRole('link', { name: b.callCustomer('(704) 555-0123') })],
    ['Move', visit.getByRole('button', { name: new RegExp(`^${b.move}`) })],
    ['Cancel visit', visit.getByRole('button', { name: new RegExp(`^${b.cancelVisit}`) })],
    ['Copy link', page.getByRole('button', { name: b.feedCopy })],
  ];
  expect(await tooShort(onSchedule)).toEqual([]);
});

import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { uniqueIp, uniquePhone } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';
import { type TestSmtp } from '../support/smtp.ts';
import { expect } from './fixtures.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';
import { signInContext } from './helpers/login.ts';
import { mailTest } from './helpers/visitor-servers.ts';

const b = messages.booking;
const PHONE = { width: 390, height: 844 };

/** A private server with the real SMTP test server behind it (the customer's mailbox). */
const test = mailTest;

/** A visitor of their own: their own browser cookie and address (the per-browser cooldown). */
function visitor(browser: Browser, server: TestServer, javaScriptEnabled = true) {
  return browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
  });
}

async function fillForm(page: Page, who: { name: string; email: string }) {
  const form = page.locator('form[data-quote-form]');
  await form.locator('[name=name]').fill(who.name);
  await form.locator('[name=email]').fill(who.email);
  // Each visitor their own phone: one phone holds only a few open visits (issue 37).
  await form.locator('[name=phone]').fill(uniquePhone());
  await form.locator('[name=service]').selectOption('repair');
  await form.locator('[name=address]').fill('5 Oak Ln, Concord, NC');
  await form.locator('[name=location]').fill('Concord, NC');
  await form.locator('[name=message]').fill('Door stuck half open');
  return form;
}

/** The open windows' radios (not "no time"). */
const windowRadios = (page: Page) =>
  page.locator('input[name="appointment_start"]:not([value=""])');

async function signedInOwner(browser: Browser, server: TestServer): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
  await signInContext(context, server);
  return context;
}

test('at 390 px: a visitor books with JavaScript and one without; the owner sees both on the Schedule, moves one, and the customer gets the updated event', async ({
  browser,
  mailServer,
}) => {
  test.setTimeout(120_000);
  const { server, smtp } = mailServer;

  // With JavaScript: the picker loads when opened and shows the open windows.
  const withJs = await visitor(browser, server);
  const page = await withJs.newPage();
  await page.goto('/contact');
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  const form = await fillForm(page, { name: 'Jo Script', email: 'jo.script@example.com' });
  await form.getByText(b.pickTitle).click();
  await expect(windowRadios(page).first()).toBeAttached();
  const jsWindow = (await windowRadios(page).first().getAttribute('value'))!;
  await windowRadios(page).first().check();
  await waitOutFillTime(page);
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(form.getByRole('status')).toContainText(messages.contactForm.success);
  await expect(form.getByRole('status')).toContainText('Your visit is booked:');

  // Without JavaScript: the link opens the booking page, fresh (the window above is gone).
  const noJs = await visitor(browser, server, false);
  const plain = await noJs.newPage();
  await plain.goto('/contact');
  await plain.getByText(b.pickTitle).click();
  await plain.getByRole('link', { name: b.pickLink }).click();
  await expect(plain).toHaveURL(/\/book$/);
  // Never cached whole: every request reads availability afresh.
  for (let i = 0; i < 2; i += 1) {
    const answer = await fetch(`${server.url}/book`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).not.toContain(`value="${jsWindow}"`);
  }
  await expect(plain.locator(`input[value="${jsWindow}"]`)).toHaveCount(0);
  const bookForm = await fillForm(plain, { name: 'Nora Plain', email: 'nora.plain@example.com' });
  const noJsWindow = (await windowRadios(plain).first().getAttribute('value'))!;
  await windowRadios(plain).first().check();
  await waitOutFillTime(plain);
  await bookForm.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(plain.getByRole('status')).toContainText('Your visit is booked:');

  const booked = await server.query<{ name: string; status: string }>(
    `select l.name, a.status from appointments a join contact_submissions l on l.id = a.lead_id order by l.name`,
  );
  expect(booked).toEqual([
    { name: 'Jo Script', status: 'booked' },
    { name: 'Nora Plain', status: 'booked' },
  ]);

  // The owner's Schedule on a phone: both visits, each linked to its lead; move Nora's.
  const owner = await signedInOwner(browser, server);
  const admin = await owner.newPage();
  await admin.goto('/admin/schedule');
  await expect(admin.locator('[data-hydrated="true"]').first()).toBeVisible();
  const visits = admin.getByTestId('visit');
  await expect(visits.filter({ hasText: 'Jo Script' })).toBeVisible();
  const nora = visits.filter({ hasText: 'Nora Plain' });
  await expect(nora).toBeVisible();
  await expect(nora.getByRole('link', { name: b.openLead })).toHaveAttribute(
    'href',
    /\/admin\/submissions\?lead=\d+/,
  );
  const confirmation = await mailTo(smtp, 'nora.plain@example.com', (m) => /VCALENDAR/.test(m.raw));
  const uid = /UID:([^\r\n]+)/.exec(confirmation.raw)?.[1];
  expect(uid).toBeTruthy();

  await nora.getByRole('button', { name: new RegExp(`^${b.move}`) }).click();
  const target = nora.getByLabel(b.moveTo);
  const options = await target
    .locator('option')
    .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
  const newStart = options.find((value) => value !== noJsWindow && value !== jsWindow)!;
  await target.selectOption(newStart);
  await nora.getByRole('button', { name: b.moveConfirm }).click();
  await expect(
    admin.locator('.mantine-Notification-root').filter({ hasText: 'Moved' }).first(),
  ).toBeVisible();
  expect(
    await server.query<{ window_start: number }>(
      `select a.window_start from appointments a join contact_submissions l on l.id = a.lead_id where l.name = ?`,
      ['Nora Plain'],
    ),
  ).toEqual([{ window_start: Date.parse(newStart) }]);

  // The customer's mailbox: the updated event, same UID, a higher SEQUENCE.
  const update = await mailTo(
    smtp,
    'nora.plain@example.com',
    (m) => m !== confirmation && /VCALENDAR/.test(m.raw),
  );
  expect(update.raw).toContain(`UID:${uid}`);
  expect(update.raw).toMatch(/SEQUENCE:[1-9]/);
  expect(update.raw).toContain('METHOD:REQUEST');

  await Promise.all([withJs.close(), noJs.close(), owner.close()]);
});

test('a window taken meanwhile: the visitor is told, keeps what they typed and sees the open windows', async ({
  browser,
  mailServer,
}) => {
  const { server } = mailServer;
  const context = await visitor(browser, server);
  const page = await context.newPage();
  await page.goto('/free-estimate');
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  const form = await fillForm(page, { name: 'Tess Taken', email: 'tess@example.com' });
  await form.getByText(b.pickTitle).click();
  const first = windowRadios(page).first();
  await expect(first).toBeAttached();
  const chosen = (await first.getAttribute('value'))!;
  await first.check();
  // Someone else books it first (the public API, as another visitor's picker does).
  const other = await postLead(server, { ...OTHER_LEAD, appointment: { start: chosen } });
  expect(other.status).toBe(201);
  await waitOutFillTime(page);
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(form.getByRole('alert')).toContainText(b.windowTaken);
  await expect(form.locator('[name=name]')).toHaveValue('Tess Taken');
  await expect(form.locator('[name=message]')).toHaveValue('Door stuck half open');
  // Fresh windows: the taken one is no longer offered; "no time" is chosen again.
  await expect(windowRadios(page).first()).toBeAttached();
  await expect(page.locator(`input[name="appointment_start"][value="${chosen}"]`)).toHaveCount(0);
  await expect(page.locator('input[name="appointment_start"][value=""]')).toBeChecked();
  await context.close();
});

test('/book without JavaScript: a refused send keeps the window picked, so the corrected request books it', async ({
  browser,
  mailServer,
}) => {
  const { server } = mailServer;
  const context = await visitor(browser, server, false);
  const page = await context.newPage();
  await page.goto('/book');
  const form = await fillForm(page, { name: 'Wes Window', email: 'wes@example' });
  const picked = windowRadios(page).nth(1);
  const start = (await picked.getAttribute('value'))!;
  await picked.check();
  await waitOutFillTime(page);
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await page.waitForLoadState('load');

  // Refused for the e-mail address: everything sent comes back as it was, the window too.
  const again = page.locator('form[data-quote-form]');
  await expect(again.getByRole('alert')).toContainText(messages.contactForm.invalidEmail);
  await expect(again.locator('[name=name]')).toHaveValue('Wes Window');
  await expect(page.locator(`input[name="appointment_start"][value="${start}"]`)).toBeChecked();

  await again.locator('[name=email]').fill('wes@example.com');
  await again.getByRole('button', { name: messages.contactForm.submit }).click();
  await page.waitForLoadState('load');
  await expect(page.getByRole('status')).toContainText('Your visit is booked:');
  const booked = await server.query<{ status: string }>(
    `select a.status from appointments a join contact_submissions l on l.id = a.lead_id where l.name = ?`,
    ['Wes Window'],
  );
  expect(booked).toEqual([{ status: 'booked' }]);
  await context.close();
});

test('Emergency service is not booked: the picker steps aside and the form says to call', async ({
  browser,
  mailServer,
}) => {
  const context = await visitor(browser, mailServer.server);
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  const form = page.locator('form[data-quote-form]');
  await form.locator('[name=service]').selectOption('emergency');
  await expect(form.getByText(b.pickTitle)).toBeHidden();
  const call = form.locator('[data-booking-emergency]');
  await expect(call).toContainText(b.emergencyCall);
  await expect(call.getByRole('link')).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await form.locator('[name=service]').selectOption('repair');
  await expect(form.getByText(b.pickTitle)).toBeVisible();
  await context.close();

  // The server holds the same rule (the booking page without JavaScript posts any choice): an
  // emergency request with a window is refused, saying to call, and nothing is stored.
  const { server } = mailServer;
  const [start] = await openWindows(server);
  const answer = await postLead(server, {
    ...OTHER_LEAD,
    service: 'emergency',
    appointment: { start },
  });
  expect(answer.status).toBe(409);
  expect(await answer.json()).toMatchObject({ error: b.emergencyNotBooked });
  expect(
    await server.query(`select 1 from appointments where window_start = ?`, [Date.parse(start!)]),
  ).toEqual([]);
});

test('the owner: booking settings, the calendar feed rotated, a visit cancelled, a job value recorded; the customer moves and cancels on the private page without JavaScript', async ({
  browser,
  mailServer,
}) => {
  test.setTimeout(120_000);
  const { server, smtp } = mailServer;
  const owner = await signedInOwner(browser, server);
  const admin = await owner.newPage();
  const toast = (message: string) =>
    admin.locator('.mantine-Notification-root').filter({ hasText: message }).first();

  // Settings: a window that ends before it starts is refused, with nothing stored.
  await admin.goto('/admin/settings');
  await expect(admin.locator('[data-hydrated="true"]').first()).toBeVisible();
  const saturday = admin.getByLabel('Saturday');
  await saturday.fill('12:00-09:00');
  await admin.getByRole('button', { name: b.settingsCard.save }).click();
  await expect(admin.getByText(b.settingsInvalid).first()).toBeVisible();
  expect(
    await server.query(`select 1 from admin_settings where setting_key = 'booking_settings'`),
  ).toEqual([]);
  await saturday.fill('9:00-12:00, 13:00-15:00');
  await admin.getByLabel(b.capacityLabel).fill('2');
  await admin.getByRole('button', { name: b.settingsCard.save }).click();
  await expect(toast(b.settingsSaved)).toBeVisible();
  const [stored] = await server.query<{ value: string }>(
    `select setting_value as value from admin_settings where setting_key = 'booking_settings'`,
  );
  expect(JSON.parse(stored!.value)).toMatchObject({
    capacity: 2,
    weekly: {
      sat: [
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '15:00' },
      ],
    },
  });

  // The customer's private page (the confirmation's link), without JavaScript.
  const open = await openWindows(server);
  const vera = await postLead(server, {
    ...OTHER_LEAD,
    name: 'Vera Visit',
    email: 'vera@example.com',
    appointment: { start: open[0]! },
  });
  expect(vera.status).toBe(201);
  const confirmation = await mailTo(smtp, 'vera@example.com', (m) => /\/visit\//.test(m.text));
  const link = /\/visit\/[A-Za-z0-9_%-]+/.exec(confirmation.text)![0];
  const plain = await (await visitor(browser, server, false)).newPage();
  const visitResponse = await plain.goto(link);
  expect(visitResponse?.headers()['cache-control']).toBe('no-store');
  await expect(plain.getByRole('heading', { name: b.manageTitle })).toBeVisible();
  await plain.locator(`input[value="${open[1]}"]`).check();
  await plain.getByRole('button', { name: b.manageMove }).click();
  await expect(plain.getByRole('status')).toContainText('Moved. Your visit is now');
  await plain.getByRole('button', { name: b.manageCancel }).click();
  // Issue 37: it asks first.
  await plain.getByRole('button', { name: b.manageCancelYes }).click();
  await expect(plain.getByRole('status')).toHaveText(b.cancelled);
  await expect(plain.getByText(b.manageCancelled)).toBeVisible();
  const [veraVisit] = await server.query<{ status: string; window_start: number }>(
    `select a.status, a.window_start from appointments a join contact_submissions l on l.id = a.lead_id where l.name = 'Vera Visit'`,
  );
  expect(veraVisit).toEqual({ status: 'cancelled', window_start: Date.parse(open[1]!) });

  // The Schedule: the owner cancels a visit; the customer is sent the cancellation.
  const cal = await postLead(server, {
    ...OTHER_LEAD,
    name: 'Cal Cancel',
    email: 'cal@example.com',
    appointment: { start: open[2]! },
  });
  const calId = ((await cal.json()) as { id: number }).id;
  await admin.goto('/admin/schedule');
  await expect(admin.locator('[data-hydrated="true"]').first()).toBeVisible();
  const card = admin.getByTestId('visit').filter({ hasText: 'Cal Cancel' });
  await card.getByRole('button', { name: new RegExp(`^${b.cancelVisit}`) }).click();
  await admin.getByRole('dialog').getByRole('button', { name: b.cancelVisit }).click();
  await expect(toast('Cancelled the visit')).toBeVisible();
  await expect(card).toHaveCount(0);
  const cancelMail = await mailTo(smtp, 'cal@example.com', (m) => /METHOD:CANCEL/.test(m.raw));
  expect(cancelMail.raw).toContain('STATUS:CANCELLED');

  // The calendar feed: a new link; the old one stops working.
  const feedInput = admin.getByLabel(b.feedUrlLabel);
  const oldUrl = await feedInput.inputValue();
  const feedPath = (url: string) => new URL(url).pathname;
  expect((await fetch(`${server.url}${feedPath(oldUrl)}`)).status).toBe(200);
  await admin.getByRole('button', { name: b.feedRotate }).click();
  await admin.getByRole('dialog').getByRole('button', { name: b.feedRotate }).click();
  await expect(toast(b.feedRotated)).toBeVisible();
  await expect(feedInput).not.toHaveValue(oldUrl);
  const newUrl = await feedInput.inputValue();
  expect((await fetch(`${server.url}${feedPath(oldUrl)}`)).status).toBe(404);
  const feed = await fetch(`${server.url}${feedPath(newUrl)}`);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);

  // Closing the lead: what the job earned, optional; a wrong amount is said at the field.
  await server.query(`update contact_submissions set status = 'closed' where id = ?`, [calId]);
  await admin.goto(`/admin/submissions?lead=${calId}`);
  await expect(admin.locator('[data-hydrated="true"]').first()).toBeVisible();
  const amount = admin.getByLabel(b.jobValueLabel);
  await amount.fill('a lot');
  await admin.getByRole('button', { name: b.jobValueSave }).click();
  await expect(admin.getByText(b.jobValueInvalid).first()).toBeVisible();
  await amount.fill('1,249.50');
  await admin.getByRole('button', { name: b.jobValueSave }).click();
  await expect(toast(b.jobValueSaved)).toBeVisible();
  expect(
    await server.query(`select job_value_cents from contact_submissions where id = ?`, [calId]),
  ).toEqual([{ job_value_cents: 124950 }]);
  await owner.close();
});

/** The starts of the windows open now. */
async function openWindows(server: TestServer): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/availability`)).json()) as {
    windows: Array<{ start: string; available: boolean }>;
  };
  return body.windows.filter((w) => w.available).map((w) => w.start);
}

const OTHER_LEAD = {
  name: 'Quick Other',
  email: 'quick@example.com',
  phone: '(704) 555-0199',
  service: 'repair',
  address: null,
  location: 'Concord, NC',
  message: 'x',
};

/** Another visitor's request through the public API, from an address of its own. */
function postLead(server: TestServer, body: Record<string, unknown>) {
  return fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'X-Forwarded-For': uniqueIp(),
    },
    body: JSON.stringify({
      ...body,
      phone: uniquePhone(),
      started_at: String(Date.now() - 60_000),
    }),
  });
}

/** The first message to `address` that `match` accepts (waits for the outbox). */
async function mailTo(
  smtp: TestSmtp,
  address: string,
  match: (mail: TestSmtp['messages'][number]) => boolean,
) {
  await expect
    .poll(() => smtp.messages.some((m) => m.envelopeTo.includes(address) && match(m)), {
      timeout: 20_000,
    })
    .toBe(true);
  return smtp.messages.find((m) => m.envelopeTo.includes(address) && match(m))!;
}

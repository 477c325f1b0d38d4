import { test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { formatUsd } from '#app/lib/estimate-money.ts';
import { estimateAdminMessages as a } from '#app/lib/messages/estimate-admin.ts';
import { estimateMessages as c } from '#app/lib/messages/estimates.ts';
import { uniqueIp } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { expect } from './fixtures.ts';
import { signInContext } from './helpers/login.ts';

/**
 * Issue 39 end to end, against the built server, on 390 px phones: the owner builds a
 * three-option estimate from the price book on the lead's card, previews it and sends it; the
 * customer opens the e-mailed link on another phone and accepts one option with a drawn
 * signature; the same acceptance without JavaScript, with the typed name as the signature.
 */
const PHONE = { width: 390, height: 844 };

const test = base.extend<object, { mailServer: { server: TestServer; smtp: TestSmtp } }>({
  mailServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const server = await startServer({
        env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', MAIL_POLL_MS: '100' },
      });
      await use({ server, smtp });
      await server.dispose();
      await smtp.close();
    },
    { scope: 'worker' },
  ],
});

async function postLead(server: TestServer, name: string, email: string): Promise<number> {
  const res = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      'X-Forwarded-For': uniqueIp(),
    },
    body: JSON.stringify({
      name,
      email,
      phone: '(704) 555-0188',
      service: 'repair',
      address: '9 Pine St, Concord, NC',
      location: 'Concord, NC',
      message: 'Spring snapped, door will not open',
      started_at: String(Date.now() - 60_000),
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function estimateLink(smtp: TestSmtp, address: string, seen = 0): Promise<string> {
  await expect
    .poll(
      () =>
        smtp.messages.filter(
          (m) => m.envelopeTo.includes(address) && /\/estimate\/[\w-]+/.test(m.text),
        ).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(seen);
  const mails = smtp.messages.filter(
    (m) => m.envelopeTo.includes(address) && /\/estimate\/[\w-]+/.test(m.text),
  );
  return /\/estimate\/[\w-]+/.exec(mails.at(-1)!.text)![0];
}

async function phone(browser: Browser, server: TestServer, javaScriptEnabled = true) {
  return browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
}

/** The price book's line as the builder's picker names it. */
const bookItem = (description: string, cents: number) => `${description} (${formatUsd(cents)})`;
const SPRINGS = bookItem('Torsion springs, pair, installed', 24_500);
const ROLLERS = bookItem('Nylon sealed-bearing rollers, set of 10', 9_500);
const OPENER = bookItem('Belt-drive opener, installed', 52_500);

/** Buttons and links in `scope` shorter than a thumb (44 px: WCAG 2.5.5, Apple's HIG). */
async function shortTargets(scope: Locator): Promise<string[]> {
  const short: string[] = [];
  for (const target of await scope.locator('button, a').all()) {
    if (!(await target.isVisible())) continue;
    const box = (await target.boundingBox())!;
    if (box.height < 44) short.push(`${await target.innerText()} ${Math.round(box.height)}px`);
  }
  return short;
}

async function ownerCard(page: Page, server: TestServer, leadId: number) {
  await signInContext(page.context(), server);
  await page.goto(`/admin/submissions?lead=${leadId}`);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
  const card = page.getByTestId('lead-card');
  await card.getByTestId('estimates-section').locator('summary').click();
  return card;
}

test('on a phone the owner builds three options from the price book, previews and sends; the customer signs on another phone', async ({
  browser,
  mailServer: { server, smtp },
}) => {
  const email = 'dana.signs@example.com';
  const leadId = await postLead(server, 'Dana Signs', email);
  const owner = await (await phone(browser, server)).newPage();
  const card = await ownerCard(owner, server, leadId);

  await card.getByRole('button', { name: a.newEstimate }).click();
  const builder = card.getByTestId('estimate-builder');
  const option = (i: number) => builder.getByTestId('estimate-option').nth(i);
  await option(0).getByLabel(a.addFromBook).selectOption({ label: SPRINGS });
  await builder.getByRole('button', { name: a.addOption }).click();
  await option(1).getByLabel(a.addFromBook).selectOption({ label: SPRINGS });
  await option(1).getByLabel(a.addFromBook).selectOption({ label: ROLLERS });
  await builder.getByRole('button', { name: a.addOption }).click();
  await option(2).getByLabel(a.addFromBook).selectOption({ label: SPRINGS });
  await option(2).getByLabel(a.addFromBook).selectOption({ label: ROLLERS });
  await option(2).getByLabel(a.addFromBook).selectOption({ label: OPENER });
  await builder.getByLabel(a.taxRate).fill('7.25');
  // Totals as the owner types: tax once per option, half up (7.25 % of $865.00 = $62.7125).
  await expect(option(2).getByTestId('option-total')).toContainText('Total $927.71');
  await expect(option(1).getByTestId('option-total')).toContainText('Total $364.65');
  await expect(option(0).getByTestId('option-total')).toContainText('Total $262.76');
  // Nothing on the builder is wider than the phone.
  const overflow = await owner.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await shortTargets(builder)).toEqual([]);
  await builder.getByRole('button', { name: a.saveDraft }).click();
  const row = card.getByTestId('estimate-row').first();
  await expect(row.getByTestId('estimate-status')).toHaveText(a.status.draft);
  await expect(row).toContainText('Best $927.71');
  expect(await shortTargets(row)).toEqual([]);

  // The preview is the customer's page, and opening it records no view.
  const [preview] = await Promise.all([
    owner.context().waitForEvent('page'),
    row.getByRole('link', { name: a.preview }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1 })).toContainText('E-');
  await expect(preview.getByText(formatUsd(92_771)).first()).toBeVisible();
  await expect(preview.getByText(c.consentLabel)).toBeVisible();
  await preview.close();

  await row.getByRole('button', { name: a.send }).click();
  await owner.getByRole('dialog').getByRole('button', { name: a.send }).click();
  await expect(row.getByTestId('estimate-status')).toHaveText(a.status.sent);
  // The preview of a sent estimate is not the customer's view; signed out, it is the gate.
  const previewPath = (await row.getByRole('link', { name: a.preview }).getAttribute('href'))!;
  expect((await owner.request.get(previewPath)).status()).toBe(200);
  const [sent] = await server.query<{ status: string }>(
    'select status from estimates where lead_id = ?',
    [leadId],
  );
  expect(sent!.status).toBe('sent');
  const signedOut = await fetch(`${server.url}${previewPath}`, { redirect: 'manual' });
  expect(signedOut.status).toBeGreaterThanOrEqual(300);
  expect(signedOut.status).toBeLessThan(400);
  expect(signedOut.headers.get('location')).toMatch(/\/admin$/);

  // The customer, on their own phone, from the e-mail's link.
  const link = await estimateLink(smtp, email);
  const customer = await (await phone(browser, server)).newPage();
  await customer.goto(link);
  await customer.getByLabel(/^Better/).check();
  await expect(customer.locator('[data-estimate-total]')).toContainText('$364.65');
  await customer.getByLabel(c.consentLabel).check();
  await customer.getByLabel(c.signerLabel).fill('Dana Signs');
  const pad = customer.locator('[data-signature-pad] canvas');
  await expect(pad).toBeVisible();
  const box = (await pad.boundingBox())!;
  await customer.mouse.move(box.x + 20, box.y + box.height / 2);
  await customer.mouse.down();
  for (let i = 1; i <= 10; i += 1) {
    await customer.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -15 : 15));
  }
  await customer.mouse.up();
  await customer.getByRole('button', { name: c.acceptButton }).click();
  await expect(customer.getByText(c.acceptedNotice('Dana Signs', '$364.65'))).toBeVisible();

  const [stored] = await server.query<{ signature: string | null; total_cents: number }>(
    'select signature, total_cents from estimate_acceptances',
  );
  expect(Number(stored!.total_cents)).toBe(36_465);
  expect(stored!.signature).toBeTruthy();

  // The owner's card: accepted, the lead won.
  await owner.reload();
  await card.getByTestId('estimates-section').locator('summary').click();
  await expect(card.getByTestId('estimate-row').first().getByTestId('estimate-status')).toHaveText(
    a.status.accepted,
  );
  await expect(card.getByTestId('lead-outcome')).toHaveText(a.outcome.won);
});

test('without JavaScript the customer picks an option and an add-on, sees the server total, and signs with the typed name', async ({
  browser,
  mailServer: { server, smtp },
}) => {
  const email = 'noah.plain@example.com';
  const leadId = await postLead(server, 'Noah Plain', email);
  const owner = await (await phone(browser, server)).newPage();
  const card = await ownerCard(owner, server, leadId);
  await card.getByRole('button', { name: a.newEstimate }).click();
  const builder = card.getByTestId('estimate-builder');
  const option = (i: number) => builder.getByTestId('estimate-option').nth(i);
  await option(0).getByLabel(a.addFromBook).selectOption({ label: SPRINGS });
  await builder.getByRole('button', { name: a.addOption }).click();
  await option(1).getByLabel(a.addFromBook).selectOption({ label: OPENER });
  // An add-on the customer may tick.
  await builder.getByRole('button', { name: a.addFreeLine }).last().click();
  const addOn = builder.getByTestId('estimate-line').last();
  await addOn.getByLabel(a.description).fill('Wireless keypad');
  await addOn.getByLabel(a.price).fill('49.95');
  await builder.getByLabel(a.depositPercent).fill('10');
  await builder.getByRole('button', { name: a.saveDraft }).click();
  const row = card.getByTestId('estimate-row').first();
  await row.getByRole('button', { name: a.send }).click();
  await owner.getByRole('dialog').getByRole('button', { name: a.send }).click();
  await expect(row.getByTestId('estimate-status')).toHaveText(a.status.sent);

  const link = await estimateLink(smtp, email);
  const customer = await (await phone(browser, server, false)).newPage();
  await customer.goto(link);
  await customer.getByLabel(/^Better/).check();
  await customer.getByLabel(/Wireless keypad/).check();
  await customer.getByRole('button', { name: c.updateTotal }).click();
  // $525.00 + $49.95, no tax: $574.95, the total the server computed.
  await expect(customer.locator('[data-estimate-total]')).toContainText('$574.95');
  await customer.getByLabel(c.consentLabel).check();
  await customer.getByLabel(c.signerLabel).fill('Noah Plain');
  await customer.getByRole('button', { name: c.acceptButton }).click();
  await expect(customer.getByText(c.acceptedNotice('Noah Plain', '$574.95'))).toBeVisible();
  const [stored] = await server.query<{ signature: string | null; signer_name: string }>(
    `select a.signature, a.signer_name from estimate_acceptances a
       join estimates e on e.id = a.estimate_id where e.lead_id = ?`,
    [leadId],
  );
  expect(stored).toEqual({ signature: null, signer_name: 'Noah Plain' });

  // Deposit received, recorded by the owner.
  await owner.reload();
  await card.getByTestId('estimates-section').locator('summary').click();
  const accepted = card.getByTestId('estimate-row').first();
  await accepted.getByRole('button', { name: new RegExp(`^${a.depositReceived}`) }).click();
  await expect(accepted).toContainText(a.depositOn('').trim());
});

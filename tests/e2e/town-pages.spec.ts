import { test as base, expect, type Page } from '@playwright/test';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { messages } from '#app/lib/messages.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { signedInAdmin } from '../support/dashboard-session.ts';
import { solidJpeg } from '../support/images.ts';
import { uniqueIp } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { axeViolations } from './helpers/axe.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';

/**
 * Issue 40 on a 390 px phone: the owner adds a town in the Site editor (the warning when its
 * text is a copy of another town's), publishes, and the page is there for a visitor, accessible
 * and no wider than the screen; the quote form's photo-use consent is stored with each photo,
 * with JavaScript and without.
 */

const PHONE = { width: 390, height: 844 };
const SLUG = 'mint-hill-nc';
const OWN_TEXT = [
  'Mint Hill keeps its small-town feel east of Charlotte: ranch houses from the seventies, whose single doors now need new torsion springs and rollers.',
  'The new streets off Lawyers Road get insulated steel doors and quiet belt-drive openers for rooms built over the garage.',
].join('\n\n');

const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const server = await startServer({ env: { TRUST_PROXY: '1' } });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueIp() }),
  viewport: PHONE,
});
test.setTimeout(180_000);

async function widerThanScreen(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the owner adds a town on the phone, is warned of a copied text, publishes; the page is live', async ({
  page,
  context,
  server,
}) => {
  const admin = await signedInAdmin(server);
  await context.addCookies([{ name: 'cfgd_session', value: admin.token, url: server.url }]);
  await page.goto('/admin/site/cities');
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByTestId('site-status')).toBeVisible();

  await page.getByLabel(siteEditorMessages.townName).fill('Mint Hill');
  await expect(page.getByText(siteEditorMessages.townAddress(`/locations/${SLUG}`))).toBeVisible();
  await page.getByLabel(siteEditorMessages.townNear).selectOption('matthews-nc');
  await page.getByRole('button', { name: siteEditorMessages.townAdd }).click();
  await expect(page.getByLabel('Town page')).toHaveValue(SLUG);
  await expect(page.getByLabel('Town name', { exact: true })).toHaveValue('Mint Hill');

  // A text copied from York's page with the name swapped: named on the screen.
  const description = page.getByLabel('Description');
  const copied = defaultSiteDocument.cities['york-sc']!.description.map((p) =>
    p.replaceAll('York', 'Mint Hill'),
  );
  await description.fill(copied.join('\n\n'));
  const warning = page.locator('[data-town-similarity]');
  await expect(warning).toContainText('Mint Hill, NC reads too much like York, SC');
  await description.fill(OWN_TEXT);
  await expect(warning).toHaveCount(0);

  await page.getByLabel('County').fill('Mecklenburg');
  await page.getByLabel('Neighborhoods').fill('Downtown Mint Hill\nLawyers Road\nBain');
  expect(await widerThanScreen(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('publish-sections')).toContainText('Cities');
  await dialog.getByRole('button', { name: siteEditorMessages.confirmPublish }).click();
  await expect(page.getByText(/Published: the site now shows version/)).toBeVisible();

  // A visitor: from /locations to the new page.
  const visitor = await context.browser()!.newContext({ viewport: PHONE, baseURL: server.url });
  const phone = await visitor.newPage();
  await phone.goto('/locations');
  await phone.getByRole('link', { name: /Mint Hill, NC/ }).click();
  await expect(phone).toHaveURL(new RegExp(`/locations/${SLUG}$`));
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(
    'Garage Door Services in Mint Hill, NC',
  );
  await expect(phone.getByText(OWN_TEXT.split('\n\n')[0]!)).toBeVisible();
  expect(await widerThanScreen(phone)).toBeLessThanOrEqual(0);
  expect(await axeViolations(phone)).toEqual([]);
  await visitor.close();
});

async function fillQuote(page: Page, name: string) {
  const form = page.locator('form[data-quote-form]').first();
  await form.locator('[name=name]').fill(name);
  await form.locator('[name=email]').fill('pat@example.com');
  await form.locator('[name=phone]').fill('(704) 555-0123');
  await form.locator('[name=service]').selectOption('repair');
  await form.locator('[name=message]').fill('Spring snapped, photo attached');
  return form;
}

async function consentOf(server: TestServer, name: string): Promise<number[]> {
  const rows = await server.query<{ use_consent: number | string }>(
    `select p.use_consent from lead_photos p join contact_submissions s on s.id = p.lead_id
     where s.name = ? order by p.id`,
    [name],
  );
  return rows.map((r) => Number(r.use_consent));
}

async function photo() {
  return { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#775533') };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`the quote form's photo consent ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const tick of [true, false]) {
      test(`${tick ? 'ticked: stored yes' : 'unticked: stored no'} with the photo`, async ({
        page,
        server,
      }) => {
        const name = `Consent ${javaScriptEnabled ? 'js' : 'nojs'} ${tick ? 'yes' : 'no'}`;
        await page.goto('/contact');
        const form = await fillQuote(page, name);
        await form.locator('input[type=file][name=photos]').setInputFiles([await photo()]);
        const consent = form.getByLabel(messages.leadPhotos.consentLabel);
        await expect(consent).not.toBeChecked();
        if (tick) await consent.check();
        if (javaScriptEnabled) {
          await expect(
            form.locator('[data-quote-photos-list] > li[data-state="sent"]'),
          ).toHaveCount(1);
        }
        await waitOutFillTime(page);
        await form.getByRole('button', { name: messages.contactForm.submit }).click();
        await expect(page.locator('form[data-quote-form]').first().getByRole('status')).toHaveText(
          messages.contactForm.success,
        );
        await expect.poll(() => consentOf(server, name)).toEqual([tick ? 1 : 0]);
      });
    }
  });
}

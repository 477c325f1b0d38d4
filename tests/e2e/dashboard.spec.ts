import type { Page } from '@playwright/test';
import { test as base, expect } from './console-guard.ts';
import { messages } from '../../app/lib/messages.ts';
import { emailTemplateMessages } from '../../app/lib/messages/email-templates.ts';
import { createAdmin } from '../support/admin.ts';
import { adminSession } from '../support/dashboard-session.ts';
import { XSS, countedSet, expectedCounts, seedLeads, xssLead } from '../support/seed-leads.ts';
import { png } from '../support/images.ts';
import { POSTGRES_URL } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { margins } from '../support/waits.ts';
import { axeViolations } from './helpers/axe.ts';

/**
 * The dashboard in Chromium at a phone's and a laptop's width, signed in, against PostgreSQL
 * behind a TCP relay that the failure tests pause (the database "goes away").
 */
interface Env {
  server: TestServer;
  proxy: TcpProxy;
}

const test = base.extend<object, { env: Env }>({
  env: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const proxy = await startTcpProxy('127.0.0.1', Number(new URL(POSTGRES_URL).port || 5432));
      const url = new URL(POSTGRES_URL);
      url.port = String(proxy.port);
      const server = await startServer({
        dialect: 'postgres',
        env: { DATABASE_URL: url.toString() },
      });
      await createAdmin(server);
      await use({ server, proxy });
      await server.dispose();
      await proxy.close();
    },
    { scope: 'worker' },
  ],
});

async function signIn(page: Page, server: TestServer): Promise<void> {
  const admin = await adminSession(server);
  await page.context().addCookies([{ name: 'cfgd_session', value: admin.token, url: server.url }]);
}

/** Opens a tab and waits until React runs (a click before that would be lost). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
}

async function clearLeads(server: TestServer): Promise<void> {
  await server.query('delete from contact_submissions');
}

function toast(page: Page, message: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

/** The toast shows; then it is dismissed, as the owner would, so it covers nothing after. */
async function seeToast(page: Page, message: string): Promise<void> {
  const shown = toast(page, message).first();
  await expect(shown).toBeVisible();
  await shown.getByRole('button', { name: 'Dismiss' }).click();
  await expect(shown).toBeHidden();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  // The e-mail preview frame holds the customer's e-mail, not the dashboard (and is sandboxed).
  // axe runs in the page itself (helpers/axe.ts): @axe-core/playwright's default mode opens a
  // helper page to merge frame results, and that page never opened while the sandboxed preview
  // frame was present.
  expect(await axeViolations(page, { iframes: false })).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`dashboard at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.setTimeout(180_000);

    test.beforeEach(async ({ page, env }) => {
      env.proxy.resume();
      // The server lives for the worker: each test starts from the default settings.
      await env.server.query(
        "delete from admin_settings where setting_key in ('business_email', 'customer_email_template', 'retention_months')",
      );
      await signIn(page, env.server);
      page.on('dialog', (dialog) => {
        throw new Error(`unexpected dialog: ${dialog.message()}`);
      });
    });

    test('Submissions: counters and breakdown match the seeded set; filter and search in the URL', async ({
      page,
      env,
    }) => {
      await clearLeads(env.server);
      await seedLeads(env.server, countedSet(Date.now()));
      await open(page, `${env.server.url}/admin`);
      // /admin opens Submissions.
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: 'Submissions', level: 2 })).toBeVisible();
      const value = (id: string) => page.getByTestId(`${id}-value`);
      await expect(value('counter-total')).toHaveText(String(expectedCounts.total));
      await expect(value('counter-new')).toHaveText(String(expectedCounts.new));
      await expect(value('counter-in-progress')).toHaveText(String(expectedCounts.inProgress));
      await expect(value('counter-closed')).toHaveText(String(expectedCounts.closed));
      await expect(value('breakdown-installations')).toHaveText(
        String(expectedCounts.installations),
      );
      await expect(value('breakdown-repairs')).toHaveText(String(expectedCounts.repairs));
      await expect(value('breakdown-emergency')).toHaveText(String(expectedCounts.emergency));
      await expect(value('breakdown-maintenanceOpeners')).toHaveText(
        String(expectedCounts.maintenanceOpeners),
      );
      await expect(page.getByTestId('lead-card')).toHaveCount(9);
      // The urgent new lead is pinned first and marked; a new lead over a day old is flagged.
      await expect(page.getByTestId('lead-card').first()).toContainText('Cat Urgent');
      await expect(page.getByTestId('lead-card').first().getByTestId('urgent-badge')).toBeVisible();
      const bob = page.getByTestId('lead-card').filter({ hasText: 'Bob New' });
      await expect(bob.getByTestId('stale-badge')).toBeVisible();
      await expect(bob.getByRole('link', { name: 'bob@example.com' })).toHaveAttribute(
        'href',
        'mailto:bob@example.com',
      );
      await expect(bob.getByRole('link', { name: '704-555-0102' })).toHaveAttribute(
        'href',
        'tel:7045550102',
      );
      const fay = page.getByTestId('lead-card').filter({ hasText: 'Fay Quoted' });
      await expect(fay).toContainText('garage door installation');
      await expect(fay.getByTestId('service-badge')).toHaveText('Installation');
      await expect(
        page
          .getByTestId('lead-card')
          .filter({ hasText: 'Gus Closed' })
          .getByTestId('service-badge'),
      ).toHaveText('Emergency');
      await expect(
        page
          .getByTestId('lead-card')
          .filter({ hasText: 'Dan Contacted' })
          .getByTestId('service-badge'),
      ).toHaveText('Service');

      await page.getByLabel('Filter', { exact: true }).selectOption('quoted');
      await expect(page).toHaveURL(/filter=quoted/);
      await expect(page.getByTestId('lead-card')).toHaveCount(2);
      await page.goBack();
      await expect(page.getByTestId('lead-card')).toHaveCount(9);

      await page.getByLabel('Search name, e-mail or phone').fill('7045550104');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/q=7045550104/);
      await expect(page.getByTestId('lead-card')).toHaveCount(1);
      await expect(page.getByTestId('lead-card')).toContainText('Dan Contacted');

      await open(page, `${env.server.url}/admin/submissions?filter=closed&q=nobody`);
      await expect(page.getByTestId('empty')).toHaveText(messages.admin.noSubmissions);
      await page.reload();
      await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
      await expect(page.getByTestId('empty')).toHaveText(messages.admin.noSubmissions);
      await expectNoAxeViolations(page);
    });

    test('Submissions: status, notes, delete with confirmation, spam restore, resend; toasts', async ({
      page,
      env,
    }) => {
      await clearLeads(env.server);
      await seedLeads(env.server, countedSet(Date.now()));
      await open(page, `${env.server.url}/admin/submissions`);
      const dan = page.getByTestId('lead-card').filter({ hasText: 'Dan Contacted' });
      await dan.getByLabel('Status').selectOption('closed');
      await seeToast(page, messages.admin.statusUpdated);
      await expect(dan.getByTestId('status-badge')).toHaveText('Closed');
      await expect(page.getByTestId('counter-closed-value')).toHaveText('3');
      await dan.getByLabel('Status').selectOption('new');
      await expect(dan.getByTestId('status-badge')).toHaveText('New');

      await dan.getByText('Notes (0)').click();
      await dan.getByLabel('Add a note').fill('Called, coming Tuesday');
      await dan.getByRole('button', { name: 'Add note' }).click();
      await seeToast(page, messages.admin.noteAdded);
      await expect(dan.getByTestId('lead-note')).toContainText('Called, coming Tuesday');

      const hal = page.getByTestId('lead-card').filter({ hasText: 'Hal Closed' });
      await hal.getByRole('button', { name: 'Delete submission from Hal Closed' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete submission' });
      await expect(dialog).toContainText(messages.admin.confirmDeleteSubmission);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(hal).toHaveCount(1);
      await hal.getByRole('button', { name: 'Delete submission from Hal Closed' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await seeToast(page, messages.admin.submissionDeleted);
      await expect(page.getByTestId('lead-card').filter({ hasText: 'Hal Closed' })).toHaveCount(0);

      await page.getByLabel('Filter', { exact: true }).selectOption('spam');
      await expect(page.getByTestId('lead-card')).toHaveCount(2);
      const spam = page.getByTestId('lead-card').filter({ hasText: 'Spam One' });
      await spam.getByTestId('restore').click();
      await seeToast(page, messages.admin.restoreDone);
      await expect(page.getByTestId('lead-card')).toHaveCount(1);
      const [restored] = await env.server.query<{ id: number }>(
        "select id from contact_submissions where name = 'Spam One' and status = 'new'",
      );
      expect(restored).toBeDefined();
      const queued = await env.server.query<{ kind: string }>(
        'select kind from outbox where lead_id = ?',
        [restored!.id],
      );
      expect(queued.map((q) => q.kind).sort()).toEqual([
        'customer_confirmation',
        'owner_notification',
      ]);

      await open(page, `${env.server.url}/admin/submissions?q=Spam%20One`);
      const card = page.getByTestId('lead-card');
      await card.getByText('E-mails (2)').click();
      await card
        .getByRole('button', { name: /^Resend/ })
        .first()
        .click();
      await seeToast(page, messages.admin.resendQueued);
      await expect(card.getByText('E-mails (3)')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('Submissions: CSV export of the current filter', async ({ page, env }) => {
      await clearLeads(env.server);
      await seedLeads(env.server, countedSet(Date.now()));
      await open(page, `${env.server.url}/admin/submissions?filter=closed`);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV' }).click();
      const file = await download;
      const text = await (await file.createReadStream()).toArray();
      const csv = Buffer.concat(text).toString('utf8');
      expect(csv).toContain('Gus Closed');
      expect(csv).toContain('Hal Closed');
      expect(csv).not.toContain('Ann New');
    });

    test('Submissions: the first 20 leads, then 20 more per "Show more" (issue 28)', async ({
      page,
      env,
    }) => {
      await clearLeads(env.server);
      const now = Date.now();
      await seedLeads(
        env.server,
        Array.from({ length: 45 }, (_, i) => ({
          name: `Paged Lead ${i + 1}`,
          email: `paged${i + 1}@example.com`,
          phone: '7045550100',
          service: 'repair',
          createdAt: now - (i + 1) * 60_000,
        })),
      );
      await open(page, `${env.server.url}/admin/submissions`);
      const cards = page.getByTestId('lead-card');
      await expect(cards).toHaveCount(20);
      await page.getByTestId('show-more').click();
      await expect(cards).toHaveCount(40);
      await expect(page).toHaveURL(/\/admin\/submissions$/);
      // A card of an added page acts like the others, and shows the answer.
      const added = cards.filter({ hasText: 'Paged Lead 33' });
      await added.getByLabel('Status').selectOption('quoted');
      await seeToast(page, messages.admin.statusUpdated);
      await expect(added.getByTestId('status-badge')).toHaveText('Quoted');
      await page.getByTestId('show-more').click();
      await expect(cards).toHaveCount(45);
      await expect(page.getByTestId('show-more')).toHaveCount(0);
      await expect(cards.last()).toContainText('Paged Lead 45');
    });

    test('XSS: markup in every field is text in the card, the CSV and the e-mail preview', async ({
      page,
      env,
    }) => {
      await clearLeads(env.server);
      const [id] = await seedLeads(env.server, [xssLead()]);
      let dialogs = 0;
      page.on('dialog', () => (dialogs += 1));
      await open(page, `${env.server.url}/admin/submissions`);
      const card = page.getByTestId('lead-card');
      await expect(card.getByRole('heading', { name: XSS })).toBeVisible();
      await expect(card.getByText(`Message: ${XSS}`)).toBeVisible();
      await card.getByText('Where it came from').click();
      await expect(card.getByText(`Landing page: ${XSS}`)).toBeVisible();
      await expect(card.locator('img[src="x"]')).toHaveCount(0);

      const csv = await page.request.get(`${env.server.url}/admin/submissions/export.csv`);
      expect(await csv.text()).toContain(`${XSS},${XSS},${XSS}`);

      await open(page, `${env.server.url}/admin/email-templates?lead=${id}`);
      const preview = page.frameLocator('[data-testid="template-preview"]');
      await expect(preview.locator('body')).toContainText(`Thank you, ${XSS}!`);
      await expect(preview.locator('img')).toHaveCount(0);
      // A script that got into the preview would have run on its load, long before this.
      await page.waitForTimeout(margins.lateMs);
      expect(dialogs).toBe(0);
    });

    test('Settings: rules, credentials first, messages; retention', async ({ page, env }) => {
      await open(page, `${env.server.url}/admin/settings`);
      const business = page.getByLabel('Business notification e-mail');
      await expect(business).toHaveValue('info@carolinafamilygaragedoors.example');
      await expect(page.getByLabel('Admin login e-mail')).toHaveValue('owner@example.com');
      await expect(page.getByLabel('New admin password')).toHaveValue('');
      const save = page.getByRole('button', { name: messages.settings.save });

      await business.fill('not an email');
      await save.click();
      await seeToast(page, messages.settings.invalidBusinessEmail);

      await business.fill('office@example.com');
      await page.getByLabel('Admin login e-mail').fill('bad@');
      await save.click();
      await seeToast(page, messages.settings.invalidAdminEmail);

      await page.getByLabel('Admin login e-mail').fill('owner@example.com');
      await page.getByLabel('New admin password').fill('weakpass');
      await save.click();
      await seeToast(page, messages.settings.weakPassword);

      // Wrong current password: the credential change fails and nothing else is saved.
      await page.getByLabel('New admin password').fill('Stronger-Door-Pass-9');
      await page.getByLabel('Current password').fill('wrong password');
      await save.click();
      await seeToast(page, messages.admin.authUpdateFailed(messages.auth.wrongCurrentPassword));
      expect(
        await env.server.query("select 1 from admin_settings where setting_key = 'business_email'"),
      ).toHaveLength(0);

      // Business e-mail only (empty password keeps it): no current password needed.
      await page.getByLabel('New admin password').fill('');
      await page.getByLabel('Current password').fill('');
      await save.click();
      await seeToast(page, messages.admin.settingsUpdated);
      const [row] = await env.server.query<{ setting_value: string }>(
        "select setting_value from admin_settings where setting_key = 'business_email'",
      );
      expect(row?.setting_value).toBe('office@example.com');

      await page.getByLabel('Delete closed and spam leads after').selectOption('12');
      await page.getByRole('button', { name: 'Save retention' }).click();
      await seeToast(page, messages.admin.retentionSaved);
      await page.reload();
      await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
      await expect(page.getByLabel('Delete closed and spam leads after')).toHaveValue('12');
      await expect(page.locator('input[type="password"]').first()).toHaveValue('');
      await expectNoAxeViolations(page);
    });

    test('Email Templates: chips, preview escaping, save, reset, test e-mail', async ({
      page,
      env,
    }) => {
      await env.server.query(
        "insert into admin_settings (setting_key, setting_value) values ('business_email', 'office@example.com') on conflict (setting_key) do update set setting_value = 'office@example.com'",
      );
      await open(page, `${env.server.url}/admin/email-templates`);
      const editor = page.getByLabel('Customer confirmation e-mail (HTML)');
      for (const v of ['name', 'service', 'email', 'phone', 'address', 'message']) {
        await expect(page.getByRole('button', { name: `Insert {{lead.${v}}}` })).toBeVisible();
      }
      // The business's tokens, with their labels (issue 38).
      await expect(
        page.getByRole('button', { name: 'Insert {{business.phone}}: Business phone' }),
      ).toBeVisible();
      await editor.fill('<p>Hi ');
      await page.getByRole('button', { name: 'Insert {{lead.name}}' }).click();
      await expect(editor).toHaveValue('<p>Hi {{lead.name}}');
      // A token the mail does not know is refused, with the reason.
      await editor.fill('<p>Hi {{name}}</p>');
      await page.getByRole('button', { name: 'Save Template' }).click();
      await seeToast(page, emailTemplateMessages.unknownTokens(['{{name}}']));
      await editor.fill('<p>Hi {{lead.name}}</p><p>{{lead.message}}</p><p>{{business.phone}}</p>');
      const preview = page.frameLocator('[data-testid="template-preview"]');
      await expect(preview.locator('body')).toContainText("Hi Pat O'Neil");
      await expect(preview.locator('body')).toContainText('<loud bang>');
      await expect(preview.locator('body')).toContainText('(704) 555-0134');
      await page.getByText('HTML', { exact: true }).click();
      const source = page.getByTestId('template-preview-html');
      await expect(source).toContainText('Pat O&#39;Neil');
      await expect(source).toContainText('&lt;loud bang&gt;');
      await expect(source).toContainText('&quot;stuck&quot; 1&#x2F;2');

      await page.getByRole('button', { name: 'Save Template' }).click();
      await seeToast(page, messages.admin.templateSaved);
      const [saved] = await env.server.query<{ setting_value: string }>(
        "select setting_value from admin_settings where setting_key = 'customer_email_template'",
      );
      expect(saved?.setting_value).toBe(
        '<p>Hi {{lead.name}}</p><p>{{lead.message}}</p><p>{{business.phone}}</p>',
      );

      await page.getByRole('button', { name: 'Send test e-mail' }).click();
      await seeToast(page, messages.admin.testEmailQueued('office@example.com'));
      const [test] = await env.server.query<{ to_address: string; html_body: string }>(
        'select to_address, html_body from outbox where lead_id is null order by id desc limit 1',
      );
      expect(test?.to_address).toBe('office@example.com');
      expect(test?.html_body).toContain('&lt;loud bang&gt;');

      await page.getByRole('button', { name: 'Reset to Default' }).click();
      // Asked first (issue 37).
      await page
        .getByRole('dialog', { name: 'Reset to Default' })
        .getByRole('button', { name: messages.admin.confirmResetTemplateYes, exact: true })
        .click();
      await seeToast(page, messages.admin.templateReset);
      await expect(editor).toHaveValue(/Thank you, \{\{lead\.name\}\}!/);
      expect(
        await env.server.query(
          "select 1 from admin_settings where setting_key = 'customer_email_template'",
        ),
      ).toHaveLength(0);
      await page.getByText('As the customer sees it', { exact: true }).click();
      await expectNoAxeViolations(page);
    });

    test('Images: placeholders, add, upload, assign, populate, delete on hover; toasts', async ({
      page,
      env,
    }) => {
      await env.server.query('delete from uploaded_images');
      await open(page, `${env.server.url}/admin/images`);
      const rows = page.getByTestId('mapping-row');
      await expect(rows.first()).toContainText('home.hero');
      await expect(page.getByTestId('upload-count')).toHaveText('0');

      // Populate Randomly with nothing uploaded.
      await page.getByRole('button', { name: 'Populate Randomly', exact: true }).click();
      await seeToast(page, messages.admin.noUploadedImages);

      // Add: disabled until the trimmed key is non-empty; index = highest + 1.
      const add = page.getByRole('button', { name: 'Add', exact: true });
      await expect(add).toBeDisabled();
      await page.getByLabel('New placeholder key').fill('   ');
      await expect(add).toBeDisabled();
      const key = `test.slot_${width}`;
      await page.getByLabel('New placeholder key').fill(`  ${key}  `);
      await expect(add).toBeEnabled();
      const [top] = await env.server.query<{ n: number }>(
        'select max(placeholder_index) as n from site_image_mappings',
      );
      await add.click();
      const added = rows.filter({ hasText: key });
      await expect(added).toContainText(String(Number(top!.n) + 1));
      await expect(page.getByLabel('New placeholder key')).toHaveValue('');
      // The same key again is refused with the spec's message.
      await page.getByLabel('New placeholder key').fill(key);
      await add.click();
      await seeToast(page, messages.admin.addPlaceholderFailed);

      // Upload through the uploads pipeline.
      await page.locator('input[type="file"]').setInputFiles({
        name: 'door.png',
        mimeType: 'image/png',
        buffer: await png(),
      });
      await seeToast(page, messages.upload.success(1));
      await expect(page.getByTestId('upload-count')).toHaveText('1');
      const [upload] = await env.server.query<{ name: string }>('select name from uploaded_images');

      // Assign it, then back to (none).
      const select = page.getByLabel(`Image for ${key}`);
      await select.selectOption(upload!.name);
      await seeToast(page, messages.admin.mappingUpdated);
      await expect(added.getByRole('img', { name: `Image for ${key}`, exact: true })).toBeVisible();
      await select.selectOption('');
      await expect(added.getByRole('img', { name: `Image for ${key}`, exact: true })).toHaveCount(
        0,
      );

      await page.getByRole('button', { name: 'Refresh' }).click();
      await page.getByRole('button', { name: 'Populate Randomly', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Replace all images' }).click();
      await seeToast(page, messages.admin.randomized);
      const unmapped = await env.server.query(
        'select 1 from site_image_mappings where object_path is null',
      );
      expect(unmapped).toHaveLength(0);

      // The database goes away: every action reports the spec's failure.
      env.proxy.pause();
      try {
        await page.getByLabel('New placeholder key').fill('another.slot');
        await add.click();
        await seeToast(page, messages.admin.addPlaceholderFailed);
        await select.selectOption('');
        await seeToast(page, messages.admin.mappingUpdateFailed);
        await page.getByRole('button', { name: 'Populate Randomly', exact: true }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Replace all images' }).click();
        await seeToast(page, messages.admin.randomizeFailed);
        const tile = page.getByTestId('upload-tile');
        await tile.hover();
        await tile.getByRole('button', { name: /^Delete image/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await seeToast(page, messages.admin.imageDeleteFailed);
      } finally {
        env.proxy.resume();
      }

      // Delete shows on hover (and keyboard focus), asks first, clears the mappings.
      await open(page, `${env.server.url}/admin/images`);
      const tile = page.getByTestId('upload-tile');
      const remove = tile.getByRole('button', { name: /^Delete image/ });
      const actions = tile.locator('.cfgd-upload-actions');
      await page.mouse.move(0, 0);
      await expect(actions).toHaveCSS('opacity', '0');
      await tile.hover();
      await expect(actions).toHaveCSS('opacity', '1');
      await page.mouse.move(0, 0);
      await remove.focus();
      await expect(actions).toHaveCSS('opacity', '1');
      await remove.click();
      await expect(page.getByRole('dialog')).toContainText(messages.admin.confirmDeleteImage);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await seeToast(page, messages.admin.imageDeleted);
      await expect(page.getByTestId('upload-count')).toHaveText('0');
      expect(
        await env.server.query('select 1 from site_image_mappings where object_path is not null'),
      ).toHaveLength(0);
      await expectNoAxeViolations(page);
    });

    test('Audit view lists sign-in events', async ({ page, env }) => {
      await open(page, `${env.server.url}/admin/audit`);
      await expect(page.getByTestId('audit-table')).toContainText('admin-create-cli');
      await expectNoAxeViolations(page);
    });

    test('failure toasts when the database goes away', async ({ page, env }) => {
      await clearLeads(env.server);
      await seedLeads(env.server, countedSet(Date.now()));
      await open(page, `${env.server.url}/admin/submissions`);
      await expect(page.getByTestId('lead-card')).toHaveCount(9);
      env.proxy.pause();
      try {
        const ann = page.getByTestId('lead-card').filter({ hasText: 'Ann New' });
        await ann.getByLabel('Status').selectOption('closed');
        await seeToast(page, messages.admin.updateStatusFailed);
        await ann.getByRole('button', { name: /^Delete submission/ }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
        await seeToast(page, messages.admin.deleteSubmissionFailed);

        await page.getByRole('link', { name: 'Settings' }).click();
        await seeToast(page, messages.admin.loadSettingsFailed);
        await page.getByRole('link', { name: 'Submissions' }).click();
        await seeToast(page, messages.admin.loadSubmissionsFailed);
        await page.getByRole('link', { name: 'Email Templates' }).click();
        await expect(
          page
            .locator('.mantine-Alert-root')
            .filter({ hasText: messages.admin.loadSettingsFailed }),
        ).toBeVisible();
      } finally {
        env.proxy.resume();
      }

      // Loaded pages, then the database goes: every save reports the spec's failure.
      await open(page, `${env.server.url}/admin/settings`);
      await expect(page.getByLabel('Business notification e-mail')).toBeVisible();
      env.proxy.pause();
      try {
        await page.getByRole('button', { name: messages.settings.save }).click();
        await seeToast(page, messages.admin.updateSettingsFailed);
      } finally {
        env.proxy.resume();
      }
      await open(page, `${env.server.url}/admin/email-templates`);
      await expect(page.getByRole('button', { name: 'Save Template' })).toBeVisible();
      env.proxy.pause();
      try {
        await page.getByRole('button', { name: 'Save Template' }).click();
        await seeToast(page, messages.admin.templateSaveFailed);
      } finally {
        env.proxy.resume();
      }
    });
  });
}

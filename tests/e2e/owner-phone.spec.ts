import type { Page, Route } from '@playwright/test';
import { limits } from '../../app/lib/limits.ts';
import { messages } from '../../app/lib/messages.ts';
import { siteEditorMessages } from '../../app/lib/site-editor-messages.ts';
import { createAdmin, sameOrigin } from '../support/admin.ts';
import { adminSession } from '../support/dashboard-session.ts';
import { seedLeads } from '../support/seed-leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { margins } from '../support/waits.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 27, the owner on a phone: nothing on the lead list is wider than the screen once a
 * review request went out, the Delete dialog's buttons are within reach at 360 px, and a save
 * that fails keeps what was typed and says what happened.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(120_000);

let adminCreated = false;

async function signIn(page: Page, server: TestServer): Promise<void> {
  if (!adminCreated) {
    await createAdmin(server);
    adminCreated = true;
  }
  const admin = await adminSession(server);
  await page.context().addCookies([{ name: 'cfgd_session', value: admin.token, url: server.url }]);
}

/** Opens a screen and waits until React runs (a click before that would be lost). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
}

function toast(page: Page, message: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: message });
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
}

/** The router's data requests (`/admin/submissions.data`), loaders and actions. */
const isDataRequest = (url: URL) => /\.data$/.test(url.pathname);

const BAD_GATEWAY = {
  status: 502,
  contentType: 'text/html',
  body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
};

const faults: Record<string, { fail: (route: Route) => Promise<void>; says: RegExp }> = {
  'the request is cut off': {
    fail: (route) => route.abort('failed'),
    says: /No answer from the server/,
  },
  'a proxy answers 502 with its HTML page': {
    fail: (route) => route.fulfill(BAD_GATEWAY),
    says: /The server answered with an error \(502\)/,
  },
};

/** Makes the router's POSTs fail the given way until `unrouteAll`. */
async function failPosts(page: Page, fail: (route: Route) => Promise<void>) {
  await page.route(isDataRequest, (route) =>
    route.request().method() === 'POST' ? fail(route) : route.continue(),
  );
}

async function seedClosedLead(server: TestServer, name: string): Promise<void> {
  await server.query('delete from contact_submissions');
  await seedLeads(server, [
    {
      name,
      email: 'rhea.review@example.com',
      phone: '7045550142',
      service: 'repair',
      status: 'closed',
    },
  ]);
}

/** A review link in Settings: "Ask for a review" can send. */
async function allowReviews(server: TestServer): Promise<void> {
  await server.query(
    "insert into admin_settings (setting_key, setting_value) values ('review_link', 'https://g.page/r/example') on conflict (setting_key) do update set setting_value = excluded.setting_value",
  );
}

test.describe('item 7: the lead list fits a phone', () => {
  test('after a review request was sent, the list does not scroll sideways at 390 px', async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await seedClosedLead(server, 'Rhea Reviewwidth');
    await allowReviews(server);
    await open(page, `${server.url}/admin/submissions`);
    const card = page.getByTestId('lead-card').filter({ hasText: 'Rhea Reviewwidth' });
    await card.getByRole('button', { name: messages.reviews.ask }).click();
    await expect(toast(page, messages.reviews.sent)).toBeVisible();
    await expect(card.getByTestId('ask-review')).toHaveText(messages.reviews.sent);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);

    // Opened again later: the card says a request went out before, still within the screen.
    await open(page, `${server.url}/admin/submissions`);
    await expect(card.getByTestId('ask-review')).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await expect(card.getByTestId('ask-review')).toHaveText(messages.reviews.alreadyAsked);
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test("the Delete dialog's buttons are inside the screen", async ({ page, server }) => {
      await signIn(page, server);
      await seedClosedLead(server, 'Dora Dialogwidth');
      await allowReviews(server);
      await open(page, `${server.url}/admin/submissions`);
      await page.getByRole('button', { name: messages.reviews.ask }).click();
      await expect(page.getByTestId('ask-review')).toHaveText(messages.reviews.sent);
      await page.getByRole('button', { name: /^Delete submission/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete submission' });
      await expect(dialog).toBeVisible();
      for (const name of ['Cancel', 'Delete']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await expect(button).toBeInViewport({ ratio: 1 });
        const box = await button.boundingBox();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(360);
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    });
  });
});

test.describe('item 8: a save that fails keeps what was typed', () => {
  test.beforeEach(async ({ page, server }) => {
    await signIn(page, server);
    await seedClosedLead(server, 'Nora Notekeep');
  });

  for (const [how, { fail, says }] of Object.entries(faults)) {
    test(`a note when ${how}: the text stays in the box, the toast says what happened`, async ({
      page,
      server,
    }) => {
      await open(page, `${server.url}/admin/submissions`);
      const card = page.getByTestId('lead-card').filter({ hasText: 'Nora Notekeep' });
      await card.getByText(/^Notes \(\d+\)$/).click();
      const box = card.getByLabel('Add a note');
      const typed = 'Called back, wants the 16x7 insulated door. Quote Friday.';
      await box.fill(typed);
      await failPosts(page, fail);
      await card.getByRole('button', { name: 'Add note' }).click();
      const shown = toast(page, messages.admin.noteFailed);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText(says);
      if (how.includes('502')) await expect(shown).not.toContainText(/offline|connection/i);
      await expect(box).toHaveValue(typed);

      // Once the server answers, the same note goes in and the box is emptied for the next.
      await page.unrouteAll({ behavior: 'wait' });
      await card.getByRole('button', { name: 'Add note' }).click();
      await expect(toast(page, messages.admin.noteAdded)).toBeVisible();
      await expect(card.getByTestId('lead-note')).toHaveText([new RegExp(typed.slice(0, 20))]);
      await expect(box).toHaveValue('');
    });
  }
});

test.describe('item 9: the smaller things', () => {
  test('Security: the sign-in history shows each e-mail on one line at 390 px', async ({
    page,
    server,
  }) => {
    await signIn(page, server);
    await server.query(
      `insert into audit_log (at, event, email, ip, user_agent, detail) values (?, 'login-failed', ?, '203.0.113.9', ?, null)`,
      [
        Date.now(),
        'someone.with.a.long.address@carolinafamilygaragedoors.example',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ],
    );
    await page.goto(`${server.url}/admin/security`);
    const cell = page
      .getByTestId('audit-table')
      .getByRole('cell', { name: 'someone.with.a.long.address@carolinafamilygaragedoors.example' });
    await expect(cell).toBeVisible();
    const lines = await cell.evaluate((td) => {
      const range = document.createRange();
      range.selectNodeContents(td);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
  });

  test('Populate Randomly with nothing uploaded says so', async ({ page, server }) => {
    await signIn(page, server);
    await server.query('update site_image_mappings set object_path = null');
    await server.query('delete from uploaded_images');
    await open(page, `${server.url}/admin/images`);
    await page.getByRole('button', { name: 'Populate Randomly', exact: true }).click();
    await expect(toast(page, messages.admin.noUploadedImages)).toBeVisible();
  });

  test('a newer toast replaces a stale failure at once', async ({ page, server }) => {
    await signIn(page, server);
    await seedClosedLead(server, 'Tess Toaststack');
    await open(page, `${server.url}/admin/submissions`);
    const card = page.getByTestId('lead-card').filter({ hasText: 'Tess Toaststack' });
    await failPosts(page, (route) => route.fulfill(BAD_GATEWAY));
    await card.getByLabel('Status').selectOption('quoted');
    await expect(toast(page, messages.admin.updateStatusFailed)).toBeVisible();
    await page.unrouteAll({ behavior: 'wait' });
    await card.getByLabel('Status').selectOption('quoted');
    await expect(toast(page, messages.admin.statusUpdated)).toBeVisible();
    // Gone with the newer answer, not 8 s later when its own timer ends.
    await expect(toast(page, messages.admin.updateStatusFailed)).toHaveCount(0, { timeout: 1000 });
  });
});

test.describe('item 9: the Site editor on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  /** Its own server: these tests publish, and the other files expect the site as shipped. */
  let site: TestServer;
  test.beforeAll(async () => {
    site = await startServer();
    await createAdmin(site);
  });
  test.afterAll(async () => {
    await site.dispose();
  });

  async function openSite(page: Page, section: string): Promise<string> {
    const admin = await adminSession(site);
    await page.context().addCookies([{ name: 'cfgd_session', value: admin.token, url: site.url }]);
    await open(page, `${site.url}/admin/site/${section}`);
    await expect(page.getByTestId('site-status')).toBeVisible();
    return admin.cookie;
  }

  test('the conflict notice fits 360 px; "Show what differs" tells the owner’s edits from the other device’s', async ({
    page,
  }) => {
    const cookie = await openSite(page, 'banner');
    await page.getByLabel('Short text (phones)').fill('Typed on the phone');
    // Another device publishes a change of its own meanwhile.
    const now = (await (
      await fetch(`${site.url}/api/admin/site-content`, { headers: { cookie } })
    ).json()) as { version: number; content: { banner: { long: string } } };
    now.content.banner.long = 'Published from the desk';
    const put = await fetch(`${site.url}/api/admin/site-content`, {
      method: 'PUT',
      headers: {
        cookie,
        ...sameOrigin(site),
        'Content-Type': 'application/json',
        'If-Match': `"${String(now.version)}"`,
      },
      body: JSON.stringify(now.content),
    });
    expect(put.status).toBe(200);

    await page.getByRole('button', { name: 'Publish' }).click();
    const conflict = page.getByTestId('site-conflict');
    await expect(conflict).toContainText(siteEditorMessages.conflict);
    await conflict.getByRole('button', { name: siteEditorMessages.conflictDiff }).click();
    await expect(conflict.getByTestId('conflict-yours')).toContainText('Typed on the phone');
    await expect(conflict.getByTestId('conflict-yours')).not.toContainText(
      'Published from the desk',
    );
    await expect(conflict.getByTestId('conflict-theirs')).toContainText('Published from the desk');

    // Nothing in the notice is cut off or past the screen's edge, once a button's loader has
    // slid out (Mantine's 150 ms transition: React's build keeps it, Preact's build had dropped it).
    await expect(conflict.locator('.mantine-Button-loader')).toHaveCount(0);
    const cut = await conflict.evaluate((alert) =>
      [alert, ...alert.querySelectorAll<HTMLElement>('*')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return (
            box.width > 0 && (box.right > innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
          );
        })
        .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
    );
    expect(cut).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('a publish answered 502 keeps the edits and says the server failed, not the connection', async ({
    page,
  }) => {
    await openSite(page, 'banner');
    const box = page.getByLabel('Short text (phones)');
    await box.fill('Open through the storm');
    // Writes go through the Site route's action since issue 29 (/admin/site.data).
    await failPosts(page, (route) => route.fulfill(BAD_GATEWAY));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, siteEditorMessages.publishServerError(502))).toBeVisible();
    await expect(box).toHaveValue('Open through the storm');
    await page.unrouteAll({ behavior: 'wait' });
  });

  test('"Add a date" shows no errors before anything is typed; publishing checks it', async ({
    page,
  }) => {
    await openSite(page, 'business');
    await page.getByRole('button', { name: 'Add a date' }).click();
    const entry = page.getByTestId('special-hours').last();
    await expect(entry.getByLabel('Date')).toHaveValue('');
    // Past the local check and the autosave: still nothing said about the blank entry.
    await page.waitForTimeout(
      limits.admin.siteAutosaveMs + limits.admin.siteLocalSaveMs + margins.lateMs,
    );
    await expect(entry.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expect(page.getByTestId('site-errors')).toHaveCount(0);
    await expect(toast(page, siteEditorMessages.draftInvalid)).toHaveCount(0);

    // Typed in, the field speaks for itself; at Publish the whole entry is checked.
    await entry.getByLabel('What it is').fill('Storm day');
    await expect(entry.getByLabel('What it is')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(entry.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('site-errors')).toBeVisible();
  });

  test('a 10,000-character paste into a 300-character box is kept whole, with a counter that says how much is too much', async ({
    page,
  }) => {
    await openSite(page, 'banner');
    const box = page.getByLabel('Long text (wide screens)');
    await box.fill('Spring repair today. '.repeat(500).slice(0, 10_000));
    await expect(box).toHaveValue(/^Spring repair today\./);
    expect((await box.inputValue()).length).toBe(10_000);
    await expect(page.getByTestId('char-count').first()).toHaveText(
      siteEditorMessages.charCount(10_000, 300),
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe(
  'item 9: push alerts when the push service cannot be reached',
  { tag: '@full-browser' },
  () => {
    test.use({ serviceWorkers: 'allow' });

    test('"Alert me on this phone" stops waiting and says so', async ({ page, server }) => {
      await signIn(page, server);
      await page.context().grantPermissions(['notifications'], { origin: server.url });
      // The browser's push service never answers (a network that blocks it).
      await page.addInitScript(() => {
        PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => undefined);
      });
      await page.clock.install();
      await page.goto(`${server.url}/admin/security`);
      const enable = page.getByRole('button', { name: messages.pushAlerts.enable });
      await expect(enable).toBeEnabled();
      await enable.click();
      await expect(enable).toHaveAttribute('data-loading', 'true');
      await page.clock.fastForward(limits.push.deviceStepTimeoutMs);
      await expect(
        toast(page, messages.pushAlerts.timedOut(limits.push.deviceStepTimeoutMs / 1000)),
      ).toBeVisible();
      await expect(enable).not.toHaveAttribute('data-loading', 'true');
      await expect(page.getByTestId('push-state')).toHaveText(messages.pushAlerts.disabled);
    });
  },
);

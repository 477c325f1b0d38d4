import type { BrowserContext, Page } from '@playwright/test';
import { defaultSiteDocument } from '../../app/content/default-site-document.ts';
import { siteContentMessages } from '../../app/lib/messages.ts';
import { siteEditorMessages } from '../../app/lib/site-editor-messages.ts';
import { createAdmin, sameOrigin } from '../support/admin.ts';
import { adminSession } from '../support/dashboard-session.ts';
import { dropSchema, uniqueSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers/axe.ts';

/**
 * Issue 15, the owner's Site editor on a phone, against the real server (reads from the content
 * API, writes through the Site route's action since issue 29): edits go to the draft, Preview
 * shows them and the live site does not, Publish makes them live on every instance within 2 s,
 * History restores the version before; a publish from another device in between is refused
 * with a clear message and nothing typed is lost; axe finds nothing on any editor screen at 390
 * and 1280 px.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(180_000);

const REPAIR = 'garage-door-repair' as const;
const CITY = 'charlotte-nc' as const;
const NEW_PHONE = '(704) 555-0199';
const NEW_TEL = 'tel:+17045550199';
const OLD_PHONE = '(704) 555-0134';
const NEW_BENEFIT = 'Broken springs replaced the same day, tested twice';
const NEW_TESTIMONIAL = 'They came out during the storm and had our door working in an hour.';
const CLOSURE_LABEL = 'Storm day';
/** Where the editor's writes go: the Site route's action (single fetch). */
const SITE_ACTION = '/admin/site.data';

interface Published {
  version: number | string;
  content: {
    business: { phone: string; specialHours: Array<{ date: string; label: string }> };
    banner: { short: string };
    services: Record<string, { benefits: string[] }>;
    cities: Record<string, { testimonial: { text: string } }>;
  };
}

/** A date a few days ahead where the business is: the footer lists the next 30 days. */
function soonDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);
}

async function signIn(context: BrowserContext, server: TestServer): Promise<string> {
  const admin = await adminSession(server);
  await context.addCookies([{ name: 'cfgd_session', value: admin.token, url: server.url }]);
  return admin.cookie;
}

/** Opens a screen and waits until React runs and the content has loaded. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByTestId('site-status')).toBeVisible();
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect((await axeViolations(page)).map((v) => `${where} ${v}`)).toEqual([]);
}

async function section(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name });
  await link.click();
  // Arrived (the sections are one screen: the old one stays until the new one is there).
  await expect(link).toHaveAttribute('aria-current', 'page');
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
}

async function current(server: TestServer, cookie: string): Promise<Published> {
  const res = await fetch(`${server.url}/api/admin/site-content`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (await res.json()) as Published;
}

async function publishFromApi(
  server: TestServer,
  cookie: string,
  edit: (content: Published['content']) => void,
): Promise<Published['version']> {
  const now = await current(server, cookie);
  edit(now.content);
  const res = await fetch(`${server.url}/api/admin/site-content`, {
    method: 'PUT',
    headers: {
      cookie,
      ...sameOrigin(server),
      'Content-Type': 'application/json',
      'If-Match': `"${String(now.version)}"`,
    },
    body: JSON.stringify(now.content),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { version: Published['version'] }).version;
}

async function publicPage(server: TestServer, path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

function jsonLd(html: string): string {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('\n');
}

/** What the published edits show on a public page of one instance. */
async function liveShows(server: TestServer, closureDate: string) {
  const [home, service, city] = await Promise.all([
    publicPage(server, '/'),
    publicPage(server, `/services/${REPAIR}`),
    publicPage(server, `/locations/${CITY}`),
  ]);
  return {
    telLink: home.includes(`href="${NEW_TEL}"`),
    footerPhone: home.includes(NEW_PHONE),
    oldPhoneGone: !home.includes(OLD_PHONE),
    footerClosure: /data-special-hours[\s\S]*Storm day/.test(home),
    jsonLdPhone: jsonLd(home).includes('+17045550199') || jsonLd(home).includes(NEW_PHONE),
    jsonLdClosure: jsonLd(home).includes(`"validFrom":"${closureDate}"`),
    benefit: service.includes(NEW_BENEFIT),
    testimonial: city.includes(NEW_TESTIMONIAL),
  };
}

const ALL_SHOWN = {
  telLink: true,
  footerPhone: true,
  oldPhoneGone: true,
  footerClosure: true,
  jsonLdPhone: true,
  jsonLdClosure: true,
  benefit: true,
  testimonial: true,
};
const NONE_SHOWN = {
  telLink: false,
  footerPhone: false,
  oldPhoneGone: false,
  footerClosure: false,
  jsonLdPhone: false,
  jsonLdClosure: false,
  benefit: false,
  testimonial: false,
};

/**
 * Asks every 25 ms whether the pages show `expected`, for 2 s after `since` (the publish's
 * answer); answers how long after `since` the first requests that got the new pages were sent.
 * (A request sent within the 2 s counts even when the machine is slow to render its answer: the
 * promise is "visitors from then on get the new page", not a render time.)
 */
async function within2s(
  server: TestServer,
  closureDate: string,
  expected: typeof ALL_SHOWN,
  since: number,
): Promise<number> {
  let last: unknown;
  for (;;) {
    const sent = Date.now();
    if (sent - since > 2000) break;
    last = await liveShows(server, closureDate);
    if (JSON.stringify(last) === JSON.stringify(expected)) return sent - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(last, `${server.url}: the pages 2 s after the publish`).toEqual(expected);
  throw new Error('unreachable');
}

/**
 * The publish step's confirmation (issue 37): what goes live, section by section; with no
 * booked visit closed, "Publish now" is enabled at once.
 */
async function confirmPublish(page: Page, sections: readonly string[] = []) {
  const dialog = page.getByRole('dialog');
  const listed = dialog.getByTestId('publish-sections');
  for (const section of sections) await expect(listed).toContainText(section);
  await dialog.getByRole('button', { name: siteEditorMessages.confirmPublish }).click();
}

/** The answer to the editor's write `intent` (the Site route's action, single fetch). */
function actionAnswer(page: Page, intent: 'publish' | 'restore') {
  return page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === SITE_ACTION &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes(`name="intent"\r\n\r\n${intent}\r\n`),
  );
}

test.describe('two instances on one PostgreSQL', () => {
  const schema = uniqueSchema();
  let a: TestServer;
  let b: TestServer;

  test.beforeAll(async () => {
    a = await startServer({ dialect: 'postgres', schema });
    b = await startServer({ dialect: 'postgres', schema });
    await createAdmin(a);
  });
  test.afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await dropSchema(schema);
  });

  test('edit on the phone → preview shows it, the live site not → publish → live on both instances within 2 s → restore', async ({
    page,
    context,
  }) => {
    const cookie = await signIn(context, a);
    // A version before the owner's edits, to restore afterwards (the site as shipped).
    const before = await publishFromApi(a, cookie, () => undefined);
    const closureDate = soonDate(3);

    await open(page, `${a.url}/admin/site`);
    await section(page, 'Business profile');
    await page.getByLabel('Main phone line').fill(NEW_PHONE);
    await page.getByRole('button', { name: 'Add a date' }).click();
    const closure = page.getByTestId('special-hours').last();
    await closure.getByLabel('Date').fill(closureDate);
    await closure.getByLabel('What it is').fill(CLOSURE_LABEL);

    await section(page, 'Services');
    await page.getByLabel('Service page').selectOption(REPAIR);
    // The choice is in the URL (a navigation): the fields below are that service's once it is.
    await expect(page).toHaveURL(new RegExp(`service=${REPAIR}`));
    await expect(page.getByLabel('Benefit 3')).toHaveValue(
      defaultSiteDocument.services[REPAIR].benefits[2] ?? '',
    );
    await page.getByLabel('Benefit 3').fill(NEW_BENEFIT);

    await section(page, 'Cities');
    await page.getByLabel('Town page').selectOption(CITY);
    await expect(page).toHaveURL(new RegExp(`city=${CITY}`));
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue(
      defaultSiteDocument.cities[CITY]!.testimonial!.text,
    );
    await page.getByLabel('Text', { exact: true }).fill(NEW_TESTIMONIAL);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByTestId('site-status')).toHaveText(
      `${siteEditorMessages.unpublished(4)} · ${siteEditorMessages.draftSaved}`,
    );

    // Preview (a new tab from the city section) shows the draft; so do the other pages.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Preview' }).click(),
    ]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe(`/admin/site/preview/locations/${CITY}`);
    await expect(preview.getByText(NEW_TESTIMONIAL)).toBeVisible();
    await preview.goto(`${a.url}/admin/site/preview/services/${REPAIR}`);
    await expect(preview.getByText(NEW_BENEFIT)).toBeVisible();
    await preview.goto(`${a.url}/admin/site/preview/`);
    await expect(preview.locator(`a[href="${NEW_TEL}"]`).first()).toBeAttached();
    await expect(preview.locator('[data-special-hours]')).toContainText(CLOSURE_LABEL);
    await preview.close();

    // The live site, on both instances, does not.
    expect(await liveShows(a, closureDate)).toEqual(NONE_SHOWN);
    expect(await liveShows(b, closureDate)).toEqual(NONE_SHOWN);

    const answered = actionAnswer(page, 'publish');
    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmPublish(page, ['Business profile', 'Services', 'Cities']);
    expect((await answered).status()).toBe(200);
    const publishedAt = Date.now();
    // The toast is looked for while the instances are polled: it closes after a few seconds,
    // and polling both instances can take longer than that on a loaded machine.
    const [sameInstanceMs, otherInstanceMs] = await Promise.all([
      within2s(a, closureDate, ALL_SHOWN, publishedAt),
      within2s(b, closureDate, ALL_SHOWN, publishedAt),
      expect(toast(page, /^Published: the site now shows version/)).toBeVisible(),
    ]);
    console.info(
      `publish answer → every page shows it: this instance ${sameInstanceMs} ms, the other ${otherInstanceMs} ms`,
    );
    await expect(page.getByTestId('site-status')).toHaveText(
      `${siteEditorMessages.noChanges} · ${siteEditorMessages.draftSaved}`,
    );

    // History: the version before, restored in one step (with a confirmation).
    await section(page, 'History');
    const row = page.getByRole('article', { name: `Version ${String(before)}` });
    await expect(row.getByRole('link', { name: /^Preview this version/ })).toHaveAttribute(
      'href',
      `/admin/site/preview/?version=${String(before)}`,
    );
    await row.getByRole('button', { name: 'Compare with live' }).click();
    await expect(row.getByTestId('change-list')).toContainText('Main phone line');
    await expect(row.getByTestId('change-list')).toContainText(NEW_PHONE);
    await row.getByRole('button', { name: `Restore version ${String(before)}` }).click();
    const restored = actionAnswer(page, 'restore');
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    expect((await restored).status()).toBe(200);
    const restoredAt = Date.now();
    // Looked for while the instances are polled, as the publish's toast above (it closes after
    // a few seconds; under load the polls took longer and the toast was gone, session 37).
    await Promise.all([
      within2s(a, closureDate, NONE_SHOWN, restoredAt),
      within2s(b, closureDate, NONE_SHOWN, restoredAt),
      expect(toast(page, `Version ${String(before)} restored`)).toBeVisible(),
    ]);
    expect((await current(a, cookie)).content.business.phone).toBe(OLD_PHONE);

    // The editor shows the restored content, nothing left unpublished.
    await section(page, 'Business profile');
    await expect(page.getByLabel('Main phone line')).toHaveValue(OLD_PHONE);
    await expect(page.getByTestId('special-hours')).toHaveCount(0);
    await expect(page.getByTestId('site-status')).toContainText(siteEditorMessages.noChanges);
  });
});

test.describe('one instance', () => {
  test.beforeAll(async ({ server }) => {
    await createAdmin(server);
  });

  test('a publish from another device in between: a clear message, the typed edits kept, re-applied on the newer version', async ({
    page,
    context,
    server,
  }) => {
    const cookie = await signIn(context, server);
    await open(page, `${server.url}/admin/site/services?service=${REPAIR}`);
    await page.getByLabel('Benefit 3').fill(NEW_BENEFIT);
    await page.getByLabel('Subtitle').fill('Typed on the phone');

    // The other device publishes a change of its own meanwhile.
    await publishFromApi(server, cookie, (content) => {
      content.banner.short = 'Published from the desk';
    });

    await page.getByRole('button', { name: 'Publish' }).click();
    const conflict = page.getByTestId('site-conflict');
    await expect(conflict).toContainText(siteEditorMessages.conflict);
    await expect(page.getByLabel('Benefit 3')).toHaveValue(NEW_BENEFIT);
    await expect(page.getByLabel('Subtitle')).toHaveValue('Typed on the phone');
    expect((await current(server, cookie)).content.services[REPAIR]?.benefits[2]).not.toBe(
      NEW_BENEFIT,
    );

    // What differs, then the newer version with the owner's changes on top.
    await conflict.getByRole('button', { name: siteEditorMessages.conflictDiff }).click();
    await expect(conflict.getByTestId('change-list')).toContainText('Published from the desk');
    await expect(conflict.getByTestId('change-list')).toContainText(NEW_BENEFIT);
    await expectNoAxeViolations(page, 'conflict');
    // Another section and back: one screen, the notice and the edits stay (nothing reloaded).
    await section(page, 'Banner');
    await expect(conflict).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Subtitle')).toHaveValue('Typed on the phone');
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: siteEditorMessages.conflictReapply }).click();
    await expect(conflict).toBeHidden();
    await expect(page.getByLabel('Benefit 3')).toHaveValue(NEW_BENEFIT);
    await section(page, 'Banner');
    await expect(page.getByLabel('Short text (phones)')).toHaveValue('Published from the desk');

    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmPublish(page, ['Services']);
    await expect(toast(page, /^Published: the site now shows version/)).toBeVisible();
    const live = await current(server, cookie);
    expect(live.content.services[REPAIR]?.benefits[2]).toBe(NEW_BENEFIT);
    expect(live.content.banner.short).toBe('Published from the desk');
  });

  test("a section's first screen holds its part only: what is typed before the rest arrives is kept and saved with the whole document", async ({
    page,
    context,
    server,
  }) => {
    const cookie = await signIn(context, server);
    // The whole document comes from the content API after the page runs: held until let go.
    let asked = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/site-content(\/draft)?$/, async (route) => {
      if (route.request().method() === 'GET') {
        asked += 1;
        await held;
      }
      await route.continue();
    });
    await page.goto(`${server.url}/admin/site/banner`);
    // The live version and the draft are asked for: React runs on the cut first screen.
    await expect.poll(() => asked).toBe(2);
    const typed = 'Typed before the rest of the document arrived';
    await page.getByLabel('Short text (phones)').fill(typed);
    // Nothing can be saved from a cut document.
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

    release();
    await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
    await expect(page.getByLabel('Short text (phones)')).toHaveValue(typed);
    await expect(page.getByTestId('site-status')).toContainText(siteEditorMessages.draftSaved, {
      timeout: 15_000,
    });
    const draft = (await (
      await fetch(`${server.url}/api/admin/site-content/draft`, { headers: { cookie } })
    ).json()) as { content: Published['content'] };
    expect(draft.content.banner.short).toBe(typed);
    // The other sections went into the draft whole.
    expect(draft.content.cities[CITY]?.testimonial.text).toBe(
      defaultSiteDocument.cities[CITY]!.testimonial!.text,
    );
    expect(Object.keys(draft.content.services)).toEqual(Object.keys(defaultSiteDocument.services));
    // Another section is there without a load.
    await section(page, 'Cities');
    await expect(page.getByText(siteEditorMessages.loading)).toHaveCount(0);
  });

  test('a dropped connection: the draft stays on the device, a reload brings it back', async ({
    page,
    context,
    server,
  }) => {
    await signIn(context, server);
    await open(page, `${server.url}/admin/site/banner`);
    // Reads (the content API) and writes (the route action) alike.
    for (const path of [/\/api\/admin\/site-content/, /\/admin\/site\.data/]) {
      await page.route(path, (route) => route.abort('internetdisconnected'));
    }
    await page.getByLabel('Short text (phones)').fill('Typed without a connection');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, siteEditorMessages.draftSaveFailed)).toBeVisible();
    await expect(page.getByTestId('site-status')).toContainText(siteEditorMessages.keptOnDevice);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, siteEditorMessages.publishFailed)).toBeVisible();
    await expect(page.getByLabel('Short text (phones)')).toHaveValue('Typed without a connection');

    // The tab is closed and opened again once the connection is back.
    await page.unrouteAll({ behavior: 'wait' });
    await open(page, `${server.url}/admin/site/banner`);
    await expect(page.getByLabel('Short text (phones)')).toHaveValue('Typed without a connection');
    await expect(toast(page, siteEditorMessages.restoredLocal)).toBeVisible();
  });

  test('an invalid field: the message at the field, tied to it, nothing published', async ({
    page,
    context,
    server,
  }) => {
    const cookie = await signIn(context, server);
    const before = await current(server, cookie);
    await open(page, `${server.url}/admin/site/business`);
    const phone = page.getByLabel('Main phone line');
    await phone.fill('555');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(toast(page, siteEditorMessages.invalid(1))).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(
      `[id="${describedBy.split(' ').find((id) => id.endsWith('error'))}"]`,
    );
    await expect(message).toHaveText(siteContentMessages.phone);
    await expect(page.getByTestId('site-errors')).toContainText('Main phone line');
    await expectNoAxeViolations(page, 'invalid field');
    expect((await current(server, cookie)).version).toBe(before.version);
    await phone.fill(NEW_PHONE);
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  });

  test("a long list's items are drawn closed: one opens from the keyboard, an added one opens, an invalid one opens by itself", async ({
    page,
    context,
    server,
  }) => {
    await signIn(context, server);
    await open(page, `${server.url}/admin/site/testimonials`);
    const second = page.getByRole('button', { name: /^Testimonial 2\b/ });
    const secondName = page.getByLabel('Testimonial 2 name', { exact: true });
    // Closed, its name and what it holds in its accessible name, its fields not drawn.
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toContainText(defaultSiteDocument.testimonials[1]!.name);
    await expect(secondName).toHaveCount(0);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondName).toHaveValue(defaultSiteDocument.testimonials[1]!.name);
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondName).toHaveCount(0);

    // An added item opens at once.
    const count = defaultSiteDocument.testimonials.length;
    const added = page.getByRole('button', { name: new RegExp(`^Testimonial ${count + 1}\\b`) });
    const addedName = page.getByLabel(`Testimonial ${count + 1} name`, { exact: true });
    await page.getByRole('button', { name: 'Add a testimonial' }).click();
    await expect(added).toHaveAttribute('aria-expanded', 'true');
    await expect(addedName).toHaveValue('');
    // Closed again, it opens by itself when Publish finds it invalid: the message at its field.
    await added.click();
    await expect(addedName).toHaveCount(0);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('site-errors')).toBeVisible();
    await expect(added).toHaveAttribute('aria-expanded', 'true');
    await expect(addedName).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'testimonials, an invalid one opened');
  });

  const SECTIONS = [
    'Business profile',
    'Banner',
    'Services',
    'Cities',
    'FAQs',
    'Testimonials',
    'Gallery',
    'About',
    'History',
    'Export / Import',
  ];

  for (const width of [390, 1280]) {
    test(`axe: no violations on any editor screen at ${width} px, nothing wider than the screen`, async ({
      page,
      context,
      server,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(context, server);
      await open(page, `${server.url}/admin/site`);
      for (const name of [null, ...SECTIONS]) {
        if (name) await section(page, name);
        await expect(page.getByRole('heading', { name: 'Site', exact: true })).toBeVisible();
        await expectNoAxeViolations(page, name ?? 'home');
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
      }
    });
  }
});

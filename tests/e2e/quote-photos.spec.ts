import { expect, type Browser, type Page } from '@playwright/test';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { brokenJpeg, jpegWithGps, png, solidJpeg } from '../support/images.ts';
import { adminSession, signedInAdmin } from '../support/dashboard-session.ts';
import { type TestServer } from '../support/server.ts';
import { margins } from '../support/waits.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';
import { visitorTest } from './helpers/visitor-servers.ts';

const m = messages.contactForm;
const PHONE = { width: 390, height: 844 };

/** Photos with the quote (issue 18), on a phone-sized screen. */
const test = visitorTest;
test.use({ viewport: PHONE });

async function photoFiles(count: number) {
  const makers = [() => jpegWithGps(1200, 800), () => png(), () => solidJpeg('#884422', 640, 480)];
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `IMG_000${i + 1}.${i % 3 === 1 ? 'png' : 'jpg'}`,
      mimeType: i % 3 === 1 ? 'image/png' : 'image/jpeg',
      buffer: await makers[i % 3]!(),
    })),
  );
}

async function fillForm(page: Page, name: string) {
  const form = page.locator('form[data-quote-form]').first();
  await form.locator('[name=name]').fill(name);
  await form.locator('[name=email]').fill('pat@example.com');
  await form.locator('[name=phone]').fill('(704) 555-0123');
  await form.locator('[name=service]').selectOption('repair');
  await form.locator('[name=message]').fill('Spring snapped, photos attached');
  return form;
}

async function photosOfLead(server: TestServer, name: string) {
  const [lead] = await server.query<{ id: number }>(
    'select id from contact_submissions where name = ?',
    [name],
  );
  if (!lead) return { lead: undefined, photos: 0 };
  const [row] = await server.query<{ n: number | string }>(
    'select count(*) as n from lead_photos where lead_id = ?',
    [lead.id],
  );
  return { lead: Number(lead.id), photos: Number(row?.n) };
}

let adminReady = false;

/** The owner's lead card (a browser with JavaScript, signed in): `count` thumbnails, tap to enlarge. */
async function expectLeadCardPhotos(
  browser: Browser,
  server: TestServer,
  lead: number,
  count: number,
) {
  const admin = adminReady ? await adminSession(server) : await signedInAdmin(server);
  adminReady = true;
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: server.url,
    javaScriptEnabled: true,
  });
  await context.addCookies([
    { name: 'cfgd_session', value: admin.token, url: server.url, httpOnly: true },
  ]);
  const page = await context.newPage();
  await page.goto(`/admin/submissions?lead=${lead}`);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  const card = page.getByTestId('lead-card');
  await expect(card).toHaveCount(1);
  const thumbs = card.getByTestId('lead-photo-thumb');
  await expect(thumbs).toHaveCount(count);
  for (const thumb of await thumbs.all()) {
    await thumb.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await card.getByRole('button', { name: `Open photo 1 of ${count}` }).click();
  const full = page.getByTestId('lead-photo-full');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(320);
  await context.close();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a quote with 3 photos from /contact is stored with its photos in one post', async ({
    page,
    server,
    browser,
  }) => {
    const name = 'No Script Photos';
    await page.goto('/contact');
    const form = await fillForm(page, name);
    const picker = form.locator('input[type=file][name=photos]');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    await expect(picker).toHaveAttribute('multiple', '');
    // Reachable and usable on a phone: inside the screen's width.
    const box = await picker.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await picker.setInputFiles(await photoFiles(3));
    await waitOutFillTime(page);
    await form.getByRole('button', { name: m.submit }).click();
    await page.waitForURL('**/contact');
    await expect(page.locator('form[data-quote-form]').first().getByRole('status')).toHaveText(
      m.success,
    );
    const stored = await photosOfLead(server, name);
    expect(stored.photos).toBe(3);
    await expectLeadCardPhotos(browser, server, stored.lead!, 3);
  });

  test('a refused photo is left out: the request is stored without it, and the answer names it (issue 27)', async ({
    page,
    server,
  }) => {
    const name = 'No Script Refused';
    await page.goto('/contact');
    const form = await fillForm(page, name);
    await form.locator('input[type=file][name=photos]').setInputFiles([
      {
        name: 'door.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ]);
    await form.getByRole('button', { name: m.submit }).click();
    const after = page.locator('form[data-quote-form]').first();
    await expect(after.getByRole('status')).toHaveText(
      `${m.success} ${messages.leadPhotos.leftOut([messages.leadPhotos.leftOutNotImage('door.svg')])}`,
    );
    const stored = await photosOfLead(server, name);
    expect(stored.lead).toBeDefined();
    expect(stored.photos).toBe(0);
  });
});

test.describe('with JavaScript', () => {
  const list = (page: Page) =>
    page.locator('form[data-quote-form]').first().locator('[data-quote-photos-list] > li');

  test('from a city page: 3 photos sent ahead with progress, one removed and one added, stored with the lead', async ({
    page,
    server,
    browser,
  }) => {
    const name = 'City Page Photos';
    const photoPosts: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/lead-photos')) {
        photoPosts.push(request.url());
      }
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const pickerChunk = () => scripts.filter((path) => /\/quote-photos-[\w-]+\.js$/.test(path));
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    // The picker's code is a chunk of its own: not loaded with the page, nor by typing in the
    // form; only once the file input is used.
    expect(pickerChunk()).toEqual([]);
    const picker = form.locator('input[type=file][name=photos]');
    await picker.setInputFiles(await photoFiles(3));
    await expect.poll(() => pickerChunk().length).toBe(1);
    const items = list(page);
    await expect(items).toHaveCount(3);
    // Each one sent ahead: its progress bar full, its thumbnail drawn from the chosen file.
    await expect(items.and(page.locator('[data-state="sent"]'))).toHaveCount(3);
    for (const item of await items.all()) {
      const bar = item.getByRole('progressbar');
      await expect(bar).toBeVisible();
      expect(await bar.evaluate((el: HTMLProgressElement) => el.value)).toBe(100);
      const thumb = item.getByRole('img');
      expect(await thumb.evaluate((img: HTMLImageElement) => img.src)).toMatch(/^blob:/);
      await expect
        .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(photoPosts).toHaveLength(3);
    // The file input itself holds nothing: the photos live in the list.
    expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

    await form.getByRole('button', { name: messages.leadPhotos.remove('IMG_0002.png') }).click();
    await expect(items).toHaveCount(2);
    await picker.setInputFiles([
      {
        name: 'IMG_0004.jpg',
        mimeType: 'image/jpeg',
        buffer: await solidJpeg('#225588', 800, 600),
      },
    ]);
    await expect(items).toHaveCount(3);
    await expect(items.and(page.locator('[data-state="sent"]'))).toHaveCount(3);
    expect(photoPosts).toHaveLength(4);

    await waitOutFillTime(page);
    await form.getByRole('button', { name: m.submit }).click();
    await expect(form.locator('[data-quote-form-status]')).toHaveText(m.success);
    // Still the same page (no multipart post), and a fresh picker for the next request.
    expect(new URL(page.url()).pathname).toBe('/locations/concord-nc');
    await expect(items).toHaveCount(0);
    const stored = await photosOfLead(server, name);
    expect(stored.photos).toBe(3);
    const sizes = await server.query<{ width: number; height: number }>(
      'select width, height from lead_photos where lead_id = ?',
      [stored.lead],
    );
    // The removed PNG (400 px) is not among them; the three kept are (by their long edge:
    // the camera photo is turned upright by its EXIF orientation).
    const edges = sizes.map((row) => Math.max(Number(row.width), Number(row.height)));
    expect(edges.sort((a, b) => a - b)).toEqual([640, 800, 1200]);
    await expectLeadCardPhotos(browser, server, stored.lead!, 3);
  });

  test('a refused photo shows the message at that photo and is left out; at most 5', async ({
    page,
    server,
  }) => {
    const name = 'Refused Photo Js';
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    const picker = form.locator('input[type=file][name=photos]');
    await picker.setInputFiles([
      // An SVG named like a photo: the picker reads the first bytes, not the name (issue 27).
      {
        name: 'door.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
      },
      // It starts like a JPEG: the server's decoder refuses it.
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: brokenJpeg },
      // Over 10 MB: said at once, without sending it.
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
      { name: 'good.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#446688', 640, 480) },
    ]);
    const items = list(page);
    const svg = items.filter({
      has: page.getByRole('img', { name: messages.leadPhotos.photo('door.jpg') }),
    });
    await expect(svg).toHaveAttribute('data-state', 'refused');
    await expect(svg).toContainText(messages.leadPhotos.formats);
    const broken = items.filter({
      has: page.getByRole('img', { name: messages.leadPhotos.photo('broken.jpg') }),
    });
    await expect(broken).toHaveAttribute('data-state', 'refused');
    await expect(broken).toContainText(messages.upload.notImage);
    const huge = items.filter({
      has: page.getByRole('img', { name: messages.leadPhotos.photo('huge.jpg') }),
    });
    await expect(huge).toHaveAttribute('data-state', 'refused');
    await expect(huge).toContainText(messages.upload.tooLarge);
    await expect(items.and(page.locator('[data-state="sent"]'))).toHaveCount(1);

    // Refused photos do not count against the 5: four more fit, the fifth is one too many.
    await picker.setInputFiles(await photoFiles(5));
    await expect(items.and(page.locator(':not([data-state="refused"])'))).toHaveCount(5);
    await expect(form.locator('[data-quote-photos] [role=alert]').last()).toHaveText(
      messages.leadPhotos.tooMany,
    );
    await expect(items.and(page.locator('[data-state="sent"]'))).toHaveCount(5);

    await waitOutFillTime(page);
    await form.getByRole('button', { name: m.submit }).click();
    await expect(form.locator('[data-quote-form-status]')).toHaveText(m.success);
    expect((await photosOfLead(server, name)).photos).toBe(5);
  });

  test('submit waits for a photo still on its way, says so, then sends the lead with it', async ({
    page,
    server,
  }) => {
    const name = 'Slow Photo Sam';
    // The photo's request is held for a while (a slow signal) before it reaches the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/lead-photos', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    await waitOutFillTime(page);
    await form
      .locator('input[type=file][name=photos]')
      .setInputFiles([
        { name: 'slow.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#663311', 640, 480) },
      ]);
    await expect(list(page).and(page.locator('[data-state="sending"]'))).toHaveCount(1);
    await form.getByRole('button', { name: m.submit }).click();
    const status = form.locator('[data-quote-form-status]');
    await expect(status).toHaveText(messages.leadPhotos.sending);
    await expect(form.getByRole('button', { name: m.submitting })).toBeDisabled();
    expect((await photosOfLead(server, name)).lead).toBeUndefined();
    release();
    await expect(status).toHaveText(m.success);
    expect((await photosOfLead(server, name)).photos).toBe(1);
  });
  test('the photo connection is reset while online: the failure message, text and photo kept, then the request arrives once with its photo', async ({
    page,
    server,
  }) => {
    const name = 'Reset Photo Rita';
    // The photo's sends are cut (a dropped connection, the phone still online) until released.
    let cut = true;
    await page.route('**/api/lead-photos', (route) =>
      cut ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    await waitOutFillTime(page);
    await form
      .locator('input[type=file][name=photos]')
      .setInputFiles([
        { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#336699', 640, 480) },
      ]);
    await expect(list(page).and(page.locator('[data-state="waiting"]'))).toHaveCount(1);
    await form.getByRole('button', { name: m.submit }).click();

    const errors = form.locator('[data-quote-form-errors]');
    await expect(errors.locator('p').first()).toHaveText(m.failure);
    await expect(errors).toContainText(messages.leadQueue.savedAfterError);
    await expect(page.getByText(/offline/i)).toHaveCount(0);
    await expect(form.locator('[name=name]')).toHaveValue(name);
    await expect(form.locator('[name=message]')).toHaveValue('Spring snapped, photos attached');
    await expect(list(page)).toHaveCount(1);
    await expect(form.getByRole('button', { name: m.submit })).toBeEnabled();

    cut = false;
    await expect(form.locator('[data-quote-form-status]')).toHaveText(m.success, {
      timeout: 20_000,
    });
    expect(await photosOfLead(server, name)).toMatchObject({ photos: 1 });
    const rows = await server.query('select id from contact_submissions where name = ?', [name]);
    expect(rows).toHaveLength(1);
  });
  test('asked to wait (429) for a photo at Submit: the request waits on the device with it, not "an error"', async ({
    page,
    server,
  }) => {
    const name = 'Wait Photo Wanda';
    // The picker's send fails (503: tried again at Submit), then the server asks to wait 2 s.
    let asked = false;
    await page.route('**/api/lead-photos', (route) => {
      if (route.request().resourceType() === 'xhr') {
        return route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' });
      }
      if (asked) return route.continue();
      asked = true;
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '2' },
        contentType: 'application/json',
        body: JSON.stringify({ error: messages.upload.rateLimited }),
      });
    });
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    await waitOutFillTime(page);
    await form
      .locator('input[type=file][name=photos]')
      .setInputFiles([
        { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#996633', 640, 480) },
      ]);
    await expect(list(page).and(page.locator('[data-state="waiting"]'))).toHaveCount(1);
    await form.getByRole('button', { name: m.submit }).click();

    const status = form.locator('[data-quote-form-status]');
    await expect(status).toContainText(m.rateLimited);
    await expect(status).toContainText(messages.leadQueue.heldUntil('').slice(0, 40));
    await expect(page.getByText(m.failure)).toHaveCount(0);
    await expect(page.getByText(/offline/i)).toHaveCount(0);
    expect((await photosOfLead(server, name)).lead).toBeUndefined();
    // Sent by the queue once the wait is over, with its photo.
    await expect(status).toContainText(messages.leadQueue.sent, { timeout: 20_000 });
    expect((await photosOfLead(server, name)).photos).toBe(1);
  });
  test('the answer to a request with photos and consent is lost, the box unticked and Submit pressed again: one lead, the photo no longer consented', async ({
    page,
    server,
  }) => {
    const name = 'Withdrawn Consent Wes';
    const keys: string[] = [];
    let first = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        first = false;
        // Stored, but the answer never comes back (a weak connection).
        await route.fetch();
        await route.abort('timedout');
      } else if ((route.request().postData() ?? '').includes('"photoConsent":true')) {
        // The copy saved after the first press, consent ticked: its retries find no server.
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await page.goto('/locations/concord-nc');
    const form = await fillForm(page, name);
    await waitOutFillTime(page);
    await form
      .locator('input[type=file][name=photos]')
      .setInputFiles([
        { name: 'door.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#558833', 640, 480) },
      ]);
    await expect(list(page).and(page.locator('[data-state="sent"]'))).toHaveCount(1);
    const consent = form.getByLabel(messages.leadPhotos.consentLabel);
    await consent.check();
    const submit = form.getByRole('button', { name: m.submit });
    await submit.click();
    await expect(form.getByRole('alert')).toContainText(messages.leadQueue.savedAfterError);
    const stored = await photosOfLead(server, name);
    expect(stored.photos).toBe(1);
    const consents = async () =>
      (
        await server.query<{ use_consent: number | string }>(
          'select use_consent from lead_photos where lead_id = ?',
          [stored.lead],
        )
      ).map((row) => Number(row.use_consent));
    expect(await consents()).toEqual([1]);

    await consent.uncheck();
    await submit.click();
    await expect(form.getByRole('status')).toHaveText(m.success);
    expect(await consents()).toEqual([0]);
    expect(new Set(keys).size).toBe(1);
    // Past the queue's backoff: the copy saved with the yes went with the second press's answer.
    await page.waitForTimeout(limits.leadQueue.retryBaseMs * 2 + margins.lateMs);
    expect(await consents()).toEqual([0]);
    const rows = await server.query('select id from contact_submissions where name = ?', [name]);
    expect(rows).toHaveLength(1);
  });
});

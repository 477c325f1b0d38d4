import type { Page } from '@playwright/test';
import { postEditorMessages as m } from '../../app/lib/messages/post-editor.ts';
import { jpegWithGps, solidJpeg } from '../support/images.ts';
import { leadHeaders, leadPayload, visitorAddress } from '../support/lead-payloads.ts';
import type { TestServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers/axe.ts';
import { signInContext } from './helpers/login.ts';

/**
 * Issue 40 on a 390 px phone, against the real server: the owner writes a post with two photos
 * (each refused until it has alt text) and publishes it; a visitor opens it from /blog; the
 * owner changes its address and the old one answers 301 to the new; a post drafted from a
 * finished job with "Write it up" carries only the photos its customer agreed to share and
 * none of the customer's name, street or phone.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(120_000);

/** Opens an admin screen and waits until React runs it. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
}

/** Adds a photo to the body through the picker: taken (uploaded) or chosen from the library. */
async function addPhoto(
  page: Page,
  photo: { upload: Buffer; name: string } | { library: number },
  alt: string,
): Promise<void> {
  await page.getByRole('button', { name: m.photo, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: m.photoDialog });
  await expect(dialog).toBeVisible();
  if ('upload' in photo) {
    await dialog
      .getByLabel(m.photoUpload)
      .setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.upload });
    await expect(dialog.locator('[role="option"][aria-selected="true"]')).toBeVisible();
  } else {
    await dialog.getByRole('option').nth(photo.library).click();
  }
  // Alt text is required: without it the photo is refused, with the reason.
  await dialog.getByRole('button', { name: m.photoInsert }).click();
  await expect(dialog.getByRole('alert')).toHaveText(m.photoAltRequired);
  await dialog.getByLabel(m.photoAlt).fill(alt);
  await dialog.getByRole('button', { name: m.photoInsert }).click();
  await expect(dialog).toBeHidden();
}

test('the owner writes a post with two photos on a phone, publishes it, and moves it', async ({
  page,
  context,
  browser,
  server,
}) => {
  await signInContext(context, server);
  await open(page, '/admin/posts');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: m.newPost }).click();
  await expect(page.getByRole('textbox', { name: m.title, exact: true })).toBeVisible();

  await page
    .getByRole('textbox', { name: m.title, exact: true })
    .fill('New Springs for a Cold Morning in Concord');
  await expect(page.getByRole('textbox', { name: m.slug, exact: true })).toHaveValue(
    'new-springs-for-a-cold-morning-in-concord',
  );
  await page
    .getByRole('textbox', { name: m.summary, exact: true })
    .fill('A door that would not open at 6 am, and the pair of springs that fixed it.');
  // The stored body shows until the owner taps it: the tap loads the editor, cursor inside.
  await page.locator('.post-body-preview').click();
  const body = page.locator('.post-body-editor');
  await expect(body).toBeFocused();
  await page.keyboard.type('Both torsion springs had snapped overnight.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: m.heading, exact: true }).click();
  await page.keyboard.type('What we replaced');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Two oil-tempered springs, rated for 20,000 cycles.');

  await addPhoto(
    page,
    { upload: await jpegWithGps(1200, 800, 7), name: 'broken.jpg' },
    'The two broken springs',
  );
  await addPhoto(
    page,
    { upload: await solidJpeg('#5a7d3b', 800, 600), name: 'door.jpg' },
    'The door open again',
  );
  await expect(body.locator('img')).toHaveCount(2);
  // The editor passes the accessibility checks on the phone and on a laptop.
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  // The search description's length is shown against its maximum as the owner types.
  await page
    .getByRole('textbox', { name: m.seoDescription, exact: true })
    .fill('Snapped springs replaced the same morning.');
  await expect(page.getByText(m.length(42, 160))).toBeVisible();

  await page.getByRole('button', { name: m.publish, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByText(m.status.published, { exact: true })).toBeVisible();
  const first = '/blog/new-springs-for-a-cold-morning-in-concord';

  // A visitor finds it on /blog and reads it, photos with their alt text.
  const visitor = await browser.newPage();
  await visitor.goto(`${server.url}/blog`);
  await visitor
    .getByRole('link', { name: 'New Springs for a Cold Morning in Concord' })
    .first()
    .click();
  await expect(visitor).toHaveURL(`${server.url}${first}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'New Springs for a Cold Morning in Concord',
  );
  await expect(visitor.getByRole('img', { name: 'The two broken springs' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'The door open again' })).toBeAttached();
  await expect(visitor.getByRole('heading', { level: 2, name: 'What we replaced' })).toBeVisible();

  // The owner changes its address and publishes: the old one answers 301 to the new.
  await page.getByRole('textbox', { name: m.slug, exact: true }).fill('spring-replacement-concord');
  await page.getByRole('button', { name: m.publishChanges }).click();
  await expect(
    page.getByText(m.published('/blog/spring-replacement-concord')).first(),
  ).toBeVisible();
  const old = await visitor.request.get(`${server.url}${first}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()['location']).toMatch(/\/blog\/spring-replacement-concord$/);
  await visitor.goto(`${server.url}${first}`);
  await expect(visitor).toHaveURL(`${server.url}/blog/spring-replacement-concord`);
  await visitor.close();
});

/** A closed job whose customer sent three photos and agreed to share the first and last. */
async function finishedJob(server: TestServer): Promise<{ leadId: number; name: string }> {
  const tokens: string[] = [];
  for (const color of ['#aa3322', '#22aa33', '#3322aa']) {
    const form = new FormData();
    const bytes = new Uint8Array(await solidJpeg(color, 640, 480));
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'door.jpg');
    const res = await fetch(`${server.url}/api/lead-photos`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': visitorAddress() },
    });
    expect(res.status).toBe(201);
    tokens.push(((await res.json()) as { id: string }).id);
  }
  const name = 'Ottoline Featherstonehaugh';
  const res = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: leadHeaders(),
    body: JSON.stringify({
      ...leadPayload('write-up-e2e'),
      name,
      phone: '(704) 555-0187',
      address: '918 Quillfeather Court, Huntersville, NC 28078',
      location: 'Huntersville',
      service: 'openers',
      message: `${name}, 918 Quillfeather Court; call (704) 555-0187. The opener died.`,
      photos: tokens,
      photoConsent: true,
    }),
  });
  expect(res.status).toBe(201);
  const leadId = ((await res.json()) as { id: number }).id;
  await server.query('update contact_submissions set status = ? where id = ?', ['closed', leadId]);
  const photos = await server.query<{ id: number | string }>(
    'select id from lead_photos where lead_id = ? order by id',
    [leadId],
  );
  await server.query('update lead_photos set use_consent = 0 where id = ?', [photos[1]!.id]);
  return { leadId, name };
}

test('a post drafted from a won job carries only the consented photos and no customer details', async ({
  page,
  context,
  server,
}) => {
  const job = await finishedJob(server);
  await signInContext(context, server);
  await open(page, '/admin/submissions');
  const card = page.getByTestId('lead-card').filter({ hasText: job.name });
  await card.getByRole('button', { name: 'Write it up' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  await expect(page.getByRole('textbox', { name: m.title, exact: true })).toHaveValue(
    'Garage Door Openers in Huntersville, NC',
  );
  // The draft's body as stored (the editor loads on the owner's first tap).
  const body = page.locator('.post-body-preview');
  await expect(body.locator('img')).toHaveCount(2);
  const main = page.locator('main');
  for (const detail of ['Ottoline', 'Featherstonehaugh', 'Quillfeather', '918', '555-0187']) {
    await expect(main).not.toContainText(detail);
  }
  // The two photos are the consented ones: the first and the last the customer sent.
  const sources = await body
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const names = sources.map((src) => src.replace(/^\/uploads\/|\?.*$/g, ''));
  const stored = await server.query<{ sha256: string }>(
    `select sha256 from uploaded_images where name in (?, ?)`,
    names,
  );
  const sent = await server.query<{ sha256: string; use_consent: number | string }>(
    'select sha256, use_consent from lead_photos where lead_id = ? order by id',
    [job.leadId],
  );
  expect(stored.map((s) => s.sha256).sort()).toEqual(
    sent
      .filter((p) => Number(p.use_consent) === 1)
      .map((p) => p.sha256)
      .sort(),
  );
});

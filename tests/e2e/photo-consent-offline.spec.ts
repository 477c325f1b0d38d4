import { expect } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { proxiedSiteTest } from '../support/proxied-site.ts';
import { solidJpeg } from '../support/images.ts';
import { serviceWorkerControls } from './support/pwa.ts';
import { waitOutFillTime } from './helpers/fill-time.ts';

/**
 * Issue 40: the photo-use consent ticked on a phone with no connection waits with the request
 * in the offline queue and is stored with each photo when it is sent (390 px, the service
 * worker on, a server behind its own proxy as in quote-photos-offline.spec.ts).
 */
const test = proxiedSiteTest;
test.use({ viewport: { width: 390, height: 844 } });

test('offline: the ticked consent waits with the request and is stored with each photo', async ({
  page,
  context,
  site,
}) => {
  const name = 'Offline Consent Omar';
  await page.goto('/locations/concord-nc');
  await expect.poll(() => serviceWorkerControls(page)).toBe(true);
  await context.setOffline(true);
  const form = page.locator('form[data-quote-form]').first();
  await form.locator('[name=name]').fill(name);
  await form.locator('[name=email]').fill('omar@example.com');
  await form.locator('[name=phone]').fill('(704) 555-0144');
  await form.locator('[name=service]').selectOption('repair');
  await form.locator('input[type=file][name=photos]').setInputFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#884422', 640, 480) },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await solidJpeg('#224488', 640, 480) },
  ]);
  await form.getByLabel(messages.leadPhotos.consentLabel).check();
  await waitOutFillTime(page);
  await form.getByRole('button', { name: messages.contactForm.submit }).click();
  await expect(form.locator('[data-quote-form-status]')).toContainText(messages.leadQueue.saved);
  // The next visitor of this phone's form starts unticked.
  await expect(form.getByLabel(messages.leadPhotos.consentLabel)).not.toBeChecked();

  await context.setOffline(false);
  const consent = () =>
    site.server.query<{ use_consent: number | string }>(
      `select p.use_consent from lead_photos p join contact_submissions s on s.id = p.lead_id
       where s.name = ? order by p.id`,
      [name],
    );
  await expect
    .poll(async () => (await consent()).map((r) => Number(r.use_consent)), { timeout: 30_000 })
    .toEqual([1, 1]);
});

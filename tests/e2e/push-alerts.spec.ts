import type { CDPSession } from '@playwright/test';
import { messages } from '#app/lib/messages.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { expect, test } from './fixtures.ts';
import { serviceWorkerControls } from './support/pwa.ts';
import { signInContext } from './helpers/login.ts';

test.use({ serviceWorkers: 'allow' });

/** The worker scope's parts used below (the project's DOM types have no worker scope). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

/** The registration id DevTools knows the origin's service worker by. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test(
  'a push shows the lead’s service and town; tapping it opens the lead in the admin',
  { tag: '@full-browser' },
  async ({ page, context, server }) => {
    const lead = await postLead(
      server,
      {
        ...validLead,
        name: 'Casey Pushcheck',
        email: 'casey.push@example.com',
        service: 'emergency',
        location: 'Fort Mill, SC',
      },
      { ip: uniqueIp() },
    );
    expect(lead.status).toBe(201);
    const leadId = lead.body.id!;
    await signInContext(context, server);
    await context.grantPermissions(['notifications'], { origin: server.url });

    // The installed app's window, on another admin page.
    await page.goto('/admin/settings');
    await expect.poll(() => serviceWorkerControls(page)).toBe(true);
    // The page can report its controller before Playwright has attached to the worker.
    const ours = () => context.serviceWorkers().find((w) => w.url().startsWith(server.url));
    await expect.poll(() => ours() !== undefined).toBe(true);
    const worker = ours()!;

    // What the push service hands the browser, decrypted: the server's payload, as sent.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId(cdp, server.url),
      data: JSON.stringify({
        leadId,
        service: 'emergency',
        town: 'Fort Mill, SC',
        priority: 'urgent',
      }),
    });

    const shown = () =>
      worker.evaluate(async () =>
        (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: `${messages.pushAlerts.urgentPrefix}Emergency — Fort Mill, SC`,
        body: messages.pushAlerts.openLead,
        tag: `lead-${leadId}`,
        data: { url: `/admin/submissions?lead=${leadId}` },
      },
    ]);

    // The tap: the worker's own notificationclick handler with the notification it showed.
    // (DevTools cannot click a system notification; the event's waitUntil is kept to await it.)
    await worker.evaluate(async () => {
      const sw = self as unknown as WorkerScope;
      const [notification] = await sw.registration.getNotifications();
      const event = new NotificationEvent('notificationclick', { notification: notification! });
      const pending: Array<Promise<unknown>> = [];
      Object.defineProperty(event, 'waitUntil', {
        value: (p: Promise<unknown>) => pending.push(p),
      });
      sw.dispatchEvent(event);
      await Promise.all(pending);
    });
    await expect(page).toHaveURL(`${server.url}/admin/submissions?lead=${leadId}`);
    await expect(page.getByText('Casey Pushcheck').first()).toBeVisible();
    expect(await shown()).toEqual([]);
  },
);

test(
  'the Security tab offers alerts for this device without asking for permission on load',
  { tag: '@full-browser' },
  async ({ page, context, server }) => {
    await signInContext(context, server);
    await page.goto('/admin/security');
    await expect(page.getByRole('button', { name: messages.pushAlerts.enable })).toBeEnabled();
    await expect(page.getByTestId('push-state')).toHaveText(messages.pushAlerts.disabled);
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await expect(page.getByText(messages.pushAlerts.modeUrgent)).toBeVisible();
  },
);

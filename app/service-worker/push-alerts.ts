/**
 * Push alerts to the owner (issue 17): `push` shows the lead's service and town, tagged by
 * lead so a repeat replaces rather than stacks; `notificationclick` opens the lead in the
 * admin, reusing an open window of the app when there is one.
 */
import { alertDisplay, parseAlertPayload } from '#app/lib/push-alert.ts';
import { adminSubmissionsPath } from '#app/lib/admin-lead-url.ts';
import { messages } from '#app/lib/messages.ts';

declare const self: ServiceWorkerGlobalScope;

function readPayload(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = parseAlertPayload(readPayload(event));
  // Every push must show something (browsers revoke silent pushes): an unreadable one still
  // points at the inbox.
  const display = payload
    ? alertDisplay(payload)
    : {
        title: messages.pushAlerts.openLead,
        body: '',
        tag: 'lead',
        url: adminSubmissionsPath,
        urgent: false,
      };
  event.waitUntil(
    self.registration.showNotification(display.title, {
      body: display.body,
      tag: display.tag,
      data: { url: display.url },
      // An urgent lead stays on screen until the owner acts on it.
      requireInteraction: display.urgent,
    }),
  );
});

async function openLead(path: string): Promise<void> {
  const target = new URL(path, self.location.origin);
  // Only our own admin pages: the path came through a third party's push service.
  if (target.origin !== self.location.origin || !target.pathname.startsWith('/admin')) {
    target.href = new URL(adminSubmissionsPath, self.location.origin).href;
  }
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((c) => c.url === target.href);
  if (same) {
    await same.focus();
    return;
  }
  const app = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (app) {
    // Focus while the click's permission to raise a window lasts; then show the lead there.
    const focused = await app.focus().catch(() => app);
    const navigated = await focused.navigate(target.href).catch(() => null);
    if (navigated) return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url =
    data && typeof data === 'object' && 'url' in data && typeof data.url === 'string'
      ? data.url
      : adminSubmissionsPath;
  event.waitUntil(openLead(url));
});

import { serviceWorkerUrl } from '../lib/service-worker-url.ts';

export const SW_URL = serviceWorkerUrl;

/** Messages the page sends to the worker (see app/service-worker/sw.ts). */
export interface CachePageMessage {
  type: 'cache-page';
  url: string;
}

/** The prompt's words come with it (a chunk), not with every page's first load. */
async function showUpdatePrompt(doc: Document, reload: () => void): Promise<void> {
  const { appUpdateMessages } = await import('../lib/messages/app-update.ts');
  if (doc.getElementById('app-update-prompt')) return;
  const box = doc.createElement('div');
  box.id = 'app-update-prompt';
  box.setAttribute('role', 'alert');
  box.className =
    'fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-ink-900 px-4 py-3 text-sm text-white shadow-lg';
  const text = doc.createElement('span');
  text.textContent = appUpdateMessages.available;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'rounded bg-brand-600 px-3 py-1 font-semibold text-white';
  button.textContent = appUpdateMessages.reload;
  button.addEventListener('click', () => {
    button.disabled = true;
    reload();
  });
  box.append(text, button);
  doc.body.append(box);
}

async function register(doc: Document): Promise<void> {
  // workbox-window is only needed once the page has loaded: keep it out of the first bytes.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SW_URL, { scope: '/', updateViaCache: 'none' });
  // A new version waits until the visitor agrees: never a page half old, half new.
  wb.addEventListener('waiting', () => {
    void showUpdatePrompt(doc, () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  const registration = await navigator.serviceWorker.ready;
  // The page was loaded before the worker could see it: keep this copy for offline visits.
  registration.active?.postMessage({
    type: 'cache-page',
    url: window.location.href,
  } satisfies CachePageMessage);
}

export function registerServiceWorker(doc: Document): void {
  // The dev server has no built worker (and must not cache what it serves).
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = () => void register(doc).catch((error: unknown) => console.warn(error));
  if (doc.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

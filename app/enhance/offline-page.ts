/**
 * The offline page is also what the service worker answers for any page it cannot fetch
 * (the address bar keeps the page the visitor asked for). In the admin it says so plainly,
 * and every offline page reloads itself once the connection is back.
 */
import { OFFLINE_ADMIN, OFFLINE_PAGE, OFFLINE_PUBLIC, OFFLINE_RETRY } from '../lib/dom-hooks.ts';
export function enhanceOfflinePage(doc: Document): void {
  const page = doc.querySelector<HTMLElement>(`[${OFFLINE_PAGE}]`);
  if (!page) return;
  const isAdmin = /^\/(admin|init-admin)([/.]|$)/.test(window.location.pathname);
  for (const el of page.querySelectorAll<HTMLElement>(`[${OFFLINE_ADMIN}]`)) el.hidden = !isAdmin;
  for (const el of page.querySelectorAll<HTMLElement>(`[${OFFLINE_PUBLIC}]`)) el.hidden = isAdmin;
  for (const button of page.querySelectorAll<HTMLButtonElement>(`[${OFFLINE_RETRY}]`)) {
    button.hidden = false;
    button.addEventListener('click', () => window.location.reload());
  }
  if (window.location.pathname !== '/offline') {
    window.addEventListener('online', () => window.location.reload(), { once: true });
  }
}

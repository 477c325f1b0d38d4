import type { HookSelector } from './hooks.ts';

/**
 * The offline page is also what the service worker answers for any page it cannot fetch
 * (the address bar keeps the page the visitor asked for). In the admin it says so plainly,
 * and every offline page reloads itself once the connection is back.
 */
export function enhanceOfflinePage(doc: Document): void {
  const page = doc.querySelector<HTMLElement>('[data-offline-page]' satisfies HookSelector);
  if (!page) return;
  const isAdmin = /^\/(admin|init-admin)([/.]|$)/.test(window.location.pathname);
  for (const el of page.querySelectorAll<HTMLElement>(
    '[data-offline-admin]' satisfies HookSelector,
  ))
    el.hidden = !isAdmin;
  for (const el of page.querySelectorAll<HTMLElement>(
    '[data-offline-public]' satisfies HookSelector,
  ))
    el.hidden = isAdmin;
  for (const button of page.querySelectorAll<HTMLButtonElement>(
    '[data-offline-retry]' satisfies HookSelector,
  )) {
    button.hidden = false;
    button.addEventListener('click', () => window.location.reload());
  }
  if (window.location.pathname !== '/offline') {
    window.addEventListener('online', () => window.location.reload(), { once: true });
  }
}

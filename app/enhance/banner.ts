import { BANNER_CLOSED_KEY } from '../lib/banner-state.ts';
import type { HookSelector } from './hooks.ts';

/**
 * Emergency banner: the close button hides it for the rest of the browser session. On later
 * pages the inline script of app/lib/banner-state.ts applies the closed state before the first
 * paint; this repeats it for pages without it (an offline copy of an older page).
 */

function session(win: Window): Storage | undefined {
  try {
    return win.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the banner then closes for this page only.
    return undefined;
  }
}

export function initBanner(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  const root = doc.documentElement;
  const storage = session(win);
  const apply = () => {
    if (storage?.getItem(BANNER_CLOSED_KEY) === '1') root.dataset.banner = 'closed';
  };
  apply();
  // Back/forward cache: the page comes back as it was left, banner open if it was closed on a
  // later page (issue 37); no script runs again but this event.
  win.addEventListener('pageshow', apply);

  const button = doc.querySelector<HTMLButtonElement>('[data-banner-close]' satisfies HookSelector);
  button?.addEventListener('click', () => {
    root.dataset.banner = 'closed';
    try {
      storage?.setItem(BANNER_CLOSED_KEY, '1');
    } catch {
      // Quota or privacy mode: closing still works for this page.
    }
    // The focused button disappears: keep keyboard users at the top of the page.
    doc.querySelector<HTMLElement>('[data-site-header] a' satisfies HookSelector)?.focus();
  });
}

import { limits } from '../lib/limits.ts';
import type { Hook, HookSelector } from './hooks.ts';

/**
 * The sticky header slides out of view while the visitor scrolls down past the threshold and
 * returns as soon as they scroll up. It stays while the mobile menu is open or it has focus.
 */
export function initHeader(doc: Document, threshold: number = limits.header.hideAfterPx): void {
  const win = doc.defaultView;
  const header = doc.querySelector<HTMLElement>('[data-site-header]' satisfies HookSelector);
  if (!win || !header) return;

  let lastY = win.scrollY;
  let pending = false;

  const update = () => {
    pending = false;
    const y = win.scrollY;
    const pinned =
      header.querySelector('details[open]') !== null || header.contains(doc.activeElement);
    if (y <= threshold || y < lastY || pinned) header.removeAttribute('data-hidden' satisfies Hook);
    else if (y > lastY) header.setAttribute('data-hidden' satisfies Hook, '');
    lastY = y;
  };

  win.addEventListener(
    'scroll',
    () => {
      if (pending) return;
      pending = true;
      win.requestAnimationFrame(update);
    },
    { passive: true },
  );
  header.addEventListener('focusin', () => header.removeAttribute('data-hidden' satisfies Hook));
}

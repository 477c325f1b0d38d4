import type { HookSelector } from './hooks.ts';

/**
 * The mobile menu is a <details> element (it opens and closes without JavaScript); this closes
 * it when a link is chosen, on Escape, and on a tap outside it.
 */
export function initMobileMenu(doc: Document): void {
  const menu = doc.querySelector<HTMLDetailsElement>(
    'details[data-mobile-menu]' satisfies HookSelector,
  );
  if (!menu) return;
  const summary = menu.querySelector('summary');

  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) menu.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      summary?.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) {
      menu.open = false;
    }
  });
}

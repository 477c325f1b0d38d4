import type { Hook, HookSelector } from './hooks.ts';

/**
 * FAQ tabs are links (?tab=repair) that the server answers with that tab open, so they work
 * without JavaScript. Here they switch in place, without a reload, and keep the URL in step.
 */
export function initFaqTabs(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-faq-tabs]' satisfies HookSelector);
  const win = doc.defaultView;
  if (!root || !win) return;
  const tabs = [
    ...root.querySelectorAll<HTMLAnchorElement>('a[data-faq-tab]' satisfies HookSelector),
  ];
  const panels = [...root.querySelectorAll<HTMLElement>('[data-faq-panel]' satisfies HookSelector)];

  root.addEventListener('click', (event) => {
    const tab =
      event.target instanceof Element
        ? event.target.closest('a[data-faq-tab]' satisfies HookSelector)
        : null;
    if (!(tab instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    const id = tab.getAttribute('data-faq-tab' satisfies Hook);
    for (const t of tabs) {
      if (t === tab) t.setAttribute('aria-current', 'true');
      else t.removeAttribute('aria-current');
    }
    for (const panel of panels)
      panel.hidden = panel.getAttribute('data-faq-panel' satisfies Hook) !== id;
    win.history.replaceState(win.history.state, '', tab.href);
  });
}

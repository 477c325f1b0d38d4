import { FAQ_PANEL, FAQ_TAB, FAQ_TABS } from '../lib/dom-hooks.ts';

/**
 * FAQ tabs are links (?tab=repair) that the server answers with that tab open, so they work
 * without JavaScript. Here they switch in place, without a reload, and keep the URL in step.
 */
export function initFaqTabs(doc: Document): void {
  const root = doc.querySelector<HTMLElement>(`[${FAQ_TABS}]`);
  const win = doc.defaultView;
  if (!root || !win) return;
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>(`a[${FAQ_TAB}]`)];
  const panels = [...root.querySelectorAll<HTMLElement>(`[${FAQ_PANEL}]`)];

  root.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest(`a[${FAQ_TAB}]`) : null;
    if (!(tab instanceof HTMLAnchorElement) || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    event.preventDefault();
    const id = tab.getAttribute(FAQ_TAB);
    for (const t of tabs) {
      if (t === tab) t.setAttribute('aria-current', 'true');
      else t.removeAttribute('aria-current');
    }
    for (const panel of panels) panel.hidden = panel.getAttribute(FAQ_PANEL) !== id;
    win.history.replaceState(win.history.state, '', tab.href);
  });
}

// @vitest-environment happy-dom
/**
 * The banner's closed state crosses two programs: the enhancement module writes it when the
 * visitor closes the banner, the inline head script reads it before the next page's first
 * paint. Both run here against one sessionStorage, so a key renamed on one side fails.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BANNER_CLOSED_KEY, BANNER_STATE_SCRIPT } from '#app/lib/banner-state.ts';
import { BANNER_CLOSE } from '#app/lib/dom-hooks.ts';
import { initBanner } from './banner.ts';

describe('the emergency banner across pages', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.documentElement.removeAttribute('data-banner');
    document.body.innerHTML = `<div><button type="button" ${BANNER_CLOSE}>Close</button></div>`;
  });

  it('stays closed on the next page once closed, and shows on a page before that', () => {
    const nextPage = (): string | null => {
      document.documentElement.removeAttribute('data-banner');
      new Function('sessionStorage', 'document', BANNER_STATE_SCRIPT)(
        window.sessionStorage,
        document,
      );
      return document.documentElement.getAttribute('data-banner');
    };
    initBanner(document);
    expect(nextPage()).toBeNull();

    document.querySelector<HTMLButtonElement>(`[${BANNER_CLOSE}]`)?.click();
    expect(document.documentElement.dataset.banner).toBe('closed');
    expect(nextPage()).toBe('closed');
  });

  it('comes back closed from the back/forward cache when it was closed on a later page (issue 37)', () => {
    // The page as the cache keeps it: enhanced while the banner was open.
    initBanner(document);
    expect(document.documentElement.dataset.banner).toBeUndefined();
    // The visitor went on, closed the banner there, and came Back: no script runs again, the
    // restored page gets a pageshow with persisted = true.
    window.sessionStorage.setItem(BANNER_CLOSED_KEY, '1');
    const restored = new Event('pageshow') as Event & { persisted?: boolean };
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    expect(document.documentElement.dataset.banner).toBe('closed');
  });
});

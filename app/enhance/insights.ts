import type { CallPlace, InsightEventType } from '../lib/insights.ts';
import type { HookSelector } from './hooks.ts';

const ENDPOINT = '/api/events';

/** Where a call link sits, from the markup the page already has (first match wins). */
const PLACES: ReadonlyArray<[string, CallPlace]> = [
  ['[data-emergency-banner]' satisfies HookSelector, 'banner'],
  ['[data-mobile-menu]' satisfies HookSelector, 'menu'],
  ['[data-site-header]' satisfies HookSelector, 'header'],
  ['[data-hero]' satisfies HookSelector, 'hero'],
  ['[data-call-box]' satisfies HookSelector, 'call-box'],
  ['[data-contact-info]' satisfies HookSelector, 'contact'],
  ['[data-cta-banner]' satisfies HookSelector, 'cta'],
  ['footer', 'footer'],
];

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

/**
 * First-party counts for the owner's Insights tab (issue 16): a page view, each tap on a call
 * link (with where it sits) and the first touch of a quote form, sent with sendBeacon so a
 * tap's call is never delayed. Nothing is sent from browsers that ask not to be tracked.
 */
export function startInsights(doc: Document, location: Location, nav: Navigator): void {
  const signals = nav as Navigator & PrivacySignals;
  if (signals.globalPrivacyControl === true || signals.doNotTrack === '1') return;
  if (typeof nav.sendBeacon !== 'function') return;
  // The not-found and offline pages are not pages of this site's map: nothing to count. Nor is
  // a customer's private page (a visit, an estimate, in any state), whose path is its secret
  // token: the events API refuses a path off the map, so the beacon was a console error that
  // sent the token along.
  if (
    doc.querySelector(
      '[data-not-found-path], [data-offline-page], [data-private-page]' satisfies HookSelector,
    )
  )
    return;
  const path = location.pathname;
  const send = (type: InsightEventType, place?: CallPlace) => {
    try {
      // A string goes as text/plain: a simple request, no preflight, whatever the page's origin.
      nav.sendBeacon(ENDPOINT, JSON.stringify(place ? { type, path, place } : { type, path }));
    } catch {
      // Counting must never get in the visitor's way.
    }
  };

  send('view');
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!link) return;
      const place = PLACES.find(([selector]) => link.closest(selector))?.[1] ?? 'content';
      send('call', place);
    },
    { capture: true },
  );
  let started = false;
  doc.addEventListener('focusin', (event) => {
    if (
      started ||
      !(event.target as Element | null)?.closest?.('form[data-quote-form]' satisfies HookSelector)
    )
      return;
    started = true;
    send('form_start');
  });
}

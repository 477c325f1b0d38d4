import type { CallPlace, InsightEventType } from '../lib/insights.ts';
import {
  CALL_BOX,
  CONTACT_INFO,
  CTA_BANNER,
  EMERGENCY_BANNER,
  HERO,
  MOBILE_MENU,
  NOT_FOUND_PATH,
  OFFLINE_PAGE,
  QUOTE_FORM,
  SITE_HEADER,
} from '../lib/dom-hooks.ts';

const ENDPOINT = '/api/events';

/** Where a call link sits, from the markup the page already has (first match wins). */
const PLACES: ReadonlyArray<[string, CallPlace]> = [
  [`[${EMERGENCY_BANNER}]`, 'banner'],
  [`[${MOBILE_MENU}]`, 'menu'],
  [`[${SITE_HEADER}]`, 'header'],
  [`[${HERO}]`, 'hero'],
  [`[${CALL_BOX}]`, 'call-box'],
  [`[${CONTACT_INFO}]`, 'contact'],
  [`[${CTA_BANNER}]`, 'cta'],
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
  // The not-found and offline pages are not pages of this site's map: nothing to count.
  if (doc.querySelector(`[${NOT_FOUND_PATH}], [${OFFLINE_PAGE}]`)) return;
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
    if (started || !(event.target as Element | null)?.closest?.(`form[${QUOTE_FORM}]`)) return;
    started = true;
    send('form_start');
  });
}

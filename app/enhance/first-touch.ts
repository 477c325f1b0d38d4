import { FIRST_TOUCH_COOKIE } from '../lib/first-touch-cookie.ts';
import { limits } from '../lib/limits.ts';

const NINETY_DAYS_SECONDS = 90 * 24 * 60 * 60;

/**
 * Remembers how the visitor first arrived (landing page with its UTM/gclid query, and the
 * referring site) in a first-party cookie, so a lead sent pages later is still attributed.
 */
export function recordFirstTouch(doc: Document, location: Location): void {
  if (doc.cookie.split(/;\s*/).some((part) => part.startsWith(`${FIRST_TOUCH_COOKIE}=`))) return;
  const cap = limits.lead.attributionCap;
  const value = JSON.stringify({
    l: `${location.pathname}${location.search}`.slice(0, cap),
    r: doc.referrer.slice(0, cap),
  });
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${FIRST_TOUCH_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${NINETY_DAYS_SECONDS}; SameSite=Lax${secure}`;
}

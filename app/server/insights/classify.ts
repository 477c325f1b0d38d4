import type { DeviceClass } from '#app/lib/insights.ts';
import { defaultBusiness } from '#app/content/business.ts';
import { limits } from '#app/lib/limits.ts';

/** A visit with no campaign and no outside referrer. */
export const DIRECT_SOURCE = 'direct';
/** A visit that arrived with a Google Ads click id (gclid) and no utm_source. */
export const GOOGLE_ADS_SOURCE = 'Google Ads';
/** Sources that do not look like one, beyond the day's new ones, or below the report's top. */
export const OTHER_SOURCE = 'other';

export interface SourceHints {
  utm_source: string | null;
  gclid: string | null;
  referrer: string | null;
}

const SOURCE_NAME = new RegExp(`^[a-z0-9._-]{1,${limits.insights.sources.nameMax}}$`);

/** A source as it may be listed: its name if it looks like one, else "other" (issue 27). */
export function sourceName(name: string): string {
  return SOURCE_NAME.test(name) ? name : OTHER_SOURCE;
}

/**
 * The visit's source as the owner reads it: the campaign's utm_source ("google"), a Google Ads
 * click without one ("Google Ads"), the referring site ("facebook.com"), or "direct". A
 * utm_source or host that does not look like a name (visitor input) is "other".
 */
export function visitSource(hints: SourceHints): string {
  const utm = hints.utm_source?.trim().toLowerCase();
  if (utm) return sourceName(utm);
  if (hints.gclid?.trim()) return GOOGLE_ADS_SOURCE;
  if (hints.referrer) {
    try {
      const host = new URL(hints.referrer).hostname.replace(/^www\./, '');
      if (host) return sourceName(host);
    } catch {
      // An unreadable referrer tells us nothing about the source.
    }
  }
  return DIRECT_SOURCE;
}

/** The listed sources as stored ones: fixed names kept, the rest through `sourceName`. */
export function listedSource(stored: string): string {
  return stored === DIRECT_SOURCE || stored === GOOGLE_ADS_SOURCE ? stored : sourceName(stored);
}

/** Phone, tablet or desktop from the User-Agent (read, never stored). */
export function deviceClass(userAgent: string | null): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua)) return 'tablet';
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

// The time zone is no fact the owner edits (the site document has none): the shipped profile's.
const DAY_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: defaultBusiness.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business's calendar day (its time zone, America/New_York) of an instant, as `YYYY-MM-DD`. */
export function businessDay(epochMs: number): string {
  return DAY_KEY.format(epochMs);
}

/** `YYYY-MM-DD` moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + delta));
  return date.toISOString().slice(0, 10);
}

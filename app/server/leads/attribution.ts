import {
  attributionColumns,
  campaignColumns,
  type AttributionColumn,
  type CampaignColumn,
  type LeadColumnValues,
} from '#app/lib/lead-fields.ts';
import { FIRST_TOUCH_COOKIE, capText } from '#app/lib/lead-schema.ts';
import { limits } from '#app/lib/limits.ts';

/** Where a lead came from: first touch (landing page, external referrer, campaign) and conversion page. */
export type Attribution = Pick<LeadColumnValues, AttributionColumn>;

const CAMPAIGN_KEYS = campaignColumns;

/** The lead columns an `Attribution` fills, in one list (the lead insert names them). */
export const ATTRIBUTION_KEYS = attributionColumns;

export interface AttributionSources {
  cookieHeader: string | null;
  /** The page the form was sent from (path and query, or an absolute same-site URL). */
  conversionPage: string | null;
  /** The Referer of the submission (used when no first-touch cookie exists). */
  referer: string | null;
  publicOrigin: string;
  /** The origin the request came in on (may differ from PUBLIC_ORIGIN behind a proxy). */
  requestOrigin?: string;
}

interface Site {
  base: URL;
  origins: ReadonlySet<string>;
}

/** Builds the attribution of a lead. Every value is untrusted input: parsed, cleaned, capped. */
export function readAttribution(sources: AttributionSources): Attribution {
  const base = new URL(sources.publicOrigin);
  const site: Site = {
    base,
    origins: new Set([base.origin, ...(sources.requestOrigin ? [sources.requestOrigin] : [])]),
  };
  const conversion = sameSitePath(sources.conversionPage, site);
  const firstTouch = parseFirstTouch(readCookie(sources.cookieHeader, FIRST_TOUCH_COOKIE), site);
  const landing = firstTouch?.landing ?? conversion;
  const referrer = firstTouch ? firstTouch.referrer : externalUrl(sources.referer, site);

  const landingParams = paramsOf(landing, base);
  const useLanding = CAMPAIGN_KEYS.some((key) => landingParams.has(key));
  const params = useLanding ? landingParams : paramsOf(conversion, base);
  const campaign = Object.fromEntries(
    CAMPAIGN_KEYS.map((key) => [key, clean(params.get(key))]),
  ) as Record<CampaignColumn, string | null>;

  return {
    landing_page: clean(landing),
    conversion_page: clean(conversion),
    referrer: clean(referrer),
    ...campaign,
  };
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function parseFirstTouch(
  raw: string | null,
  site: Site,
): { landing: string | null; referrer: string | null } | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const landing = typeof record.l === 'string' ? sameSitePath(record.l, site) : null;
    if (!landing) return null;
    const referrer = typeof record.r === 'string' ? externalUrl(record.r, site) : null;
    return { landing, referrer };
  } catch {
    return null;
  }
}

/** A path and query on this site, or null for anything else. */
function sameSitePath(value: string | null, site: Site): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, site.base);
    if (!site.origins.has(url.origin) && !value.startsWith('/')) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** A referrer from another site (our own pages are not a source), without its fragment. */
function externalUrl(value: string | null, site: Site): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (site.origins.has(url.origin)) return null;
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'android-app:')
      return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function paramsOf(pathAndQuery: string | null, base: URL): URLSearchParams {
  if (!pathAndQuery) return new URLSearchParams();
  try {
    return new URL(pathAndQuery, base).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Control characters never belong in these; nor do bidi controls, the rule of typed text
 * (app/lib/plain-text.ts): a visitor-made `utm_source=%E2%80%AE…` would read back to front in
 * the inbox and the CSV.
 */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|\p{Bidi_Control}/gu;

function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = capText(value.replace(CONTROL, '').trim(), limits.lead.attributionCap);
  return text === '' ? null : text;
}

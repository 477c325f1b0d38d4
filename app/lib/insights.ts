import { limits } from './limits.ts';
import { centsText } from './number-text.ts';

/**
 * What the first-party measurement counts (issue 16), shared by the browser module that
 * reports events and the server that checks and counts them.
 */
export const insightEventTypes = ['view', 'call', 'form_start'] as const;
export type InsightEventType = (typeof insightEventTypes)[number];

/** Where on a page a tapped call link sits (`data-call-place` on the link, or its region). */
export const callPlaces = [
  'banner',
  'header',
  'menu',
  'hero',
  'call-box',
  'contact',
  'cta',
  'content',
  'footer',
] as const;
export type CallPlace = (typeof callPlaces)[number];

export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

export interface InsightCounts {
  views: number;
  calls: number;
  quotes: number;
  /** Quote requests with a visit booked (issue 30; a cancelled visit does not count). */
  booked: number;
  /** Quote requests with an estimate sent (issue 39). */
  estimatesSent: number;
  /** ... whose estimate the customer opened. */
  estimatesViewed: number;
  /** ... with an estimate accepted. */
  estimatesAccepted: number;
  /** The accepted estimates' totals, in cents. */
  acceptedCents: number;
  /**
   * The jobs won: leads whose outcome is won (issue 39), and leads closed with a job value and
   * no outcome (closed the booking way, before estimates, or without one).
   */
  won: number;
  /** What the won jobs earned (their job value), in cents. */
  revenueCents: number;
}

/** A row with nothing counted yet: a day, page or source the period has no event for. */
export const emptyInsightCounts = (): InsightCounts => ({
  views: 0,
  calls: 0,
  quotes: 0,
  booked: 0,
  estimatesSent: 0,
  estimatesViewed: 0,
  estimatesAccepted: 0,
  acceptedCents: 0,
  won: 0,
  revenueCents: 0,
});

/** `GET /api/admin/insights?days=N` (issue 16 interface contract, plus the extra tables). */
export interface InsightsReport {
  days: number;
  /** First and last calendar day of the period (America/New_York), `YYYY-MM-DD`. */
  from: string;
  to: string;
  totals: InsightCounts & { formStarts: number };
  /** The same totals for the period just before (same length). */
  previous: InsightCounts & { formStarts: number };
  pages: Array<InsightCounts & { path: string }>;
  sources: Array<InsightCounts & { source: string }>;
  devices: Array<InsightCounts & { device: DeviceClass }>;
  /** By the town the visitor typed (leads only: views and calls carry no town). */
  cities: Array<InsightCounts & { city: string }>;
  places: Array<{ place: string; calls: number }>;
  daily: Array<InsightCounts & { date: string }>;
}

/**
 * The funnel, in order: views → form starts → requests → booked → estimates sent → viewed →
 * accepted → won (issues 30 and 39). Each step
 * counts what happened in the period; a later step can exceed an earlier one only when the
 * earlier was not measured (an API lead without a form start).
 */
export function insightFunnel(totals: InsightCounts & { formStarts: number }) {
  return [
    { step: 'views', count: totals.views },
    { step: 'formStarts', count: totals.formStarts },
    { step: 'requests', count: totals.quotes },
    { step: 'booked', count: totals.booked },
    { step: 'estimatesSent', count: totals.estimatesSent },
    { step: 'estimatesViewed', count: totals.estimatesViewed },
    { step: 'estimatesAccepted', count: totals.estimatesAccepted },
    { step: 'won', count: totals.won },
  ] as const;
}

/** "$1,250.00" from cents. */
export function formatDollars(cents: number): string {
  return `$${centsText(cents)}`;
}

/**
 * `part` as a percentage of `whole` with one decimal, or null where no share can be read: nothing
 * to divide by, or more of the part than of the whole. The two are counted by different means
 * (visits by the page's script, requests by the server), so a request without a counted visit (no
 * JavaScript, the API, a blocked beacon) can outnumber the visits; 1866.7 % would be a false figure.
 */
export function shareOf(part: number, whole: number): number | null {
  if (whole <= 0 || part > whole) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** Quote requests per visit (see `shareOf`: null when it cannot be read). */
export function conversionRate(counts: Pick<InsightCounts, 'views' | 'quotes'>): number | null {
  return shareOf(counts.quotes, counts.views);
}

/** A share as the owner reads it: "12.5 %", or a dash where none can be read. */
export function shareText(share: number | null): string {
  return share === null ? '—' : `${share} %`;
}

/** `days` from a query string: a whole number from 1 to `limits.insights.maxDays`, or null. */
export function parseInsightDays(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,4}$/.test(raw)) return null;
  const days = Number(raw);
  return days >= 1 && days <= limits.insights.maxDays ? days : null;
}

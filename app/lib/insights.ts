import { limits } from './limits.ts';

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

/** A visit with no campaign and no outside referrer. */
export const DIRECT_SOURCE = 'direct';
/** A visit that arrived with a Google Ads click id (gclid) and no utm_source. */
export const GOOGLE_ADS_SOURCE = 'Google Ads';
/** Sources that do not look like one, beyond the day's new ones, or below the report's top. */
export const OTHER_SOURCE = 'other';

export interface InsightCounts {
  views: number;
  calls: number;
  quotes: number;
}

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
  places: Array<{ place: string; calls: number }>;
  daily: Array<InsightCounts & { date: string }>;
}

/** Quote requests per visit, as a percentage with one decimal (0 when nobody visited). */
export function conversionRate(counts: Pick<InsightCounts, 'views' | 'quotes'>): number {
  if (counts.views <= 0) return 0;
  return Math.round((counts.quotes / counts.views) * 1000) / 10;
}

/** `days` from a query string: a whole number from 1 to `limits.insights.maxDays`, or null. */
export function parseInsightDays(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d{1,4}$/.test(raw)) return null;
  const days = Number(raw);
  return days >= 1 && days <= limits.insights.maxDays ? days : null;
}

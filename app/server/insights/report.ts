import {
  deviceClasses,
  emptyInsightCounts,
  type DeviceClass,
  type InsightCounts,
  type InsightsReport,
} from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import type { AppServices } from '../services.ts';
import {
  OTHER_SOURCE,
  addDays,
  businessDay,
  deviceClass,
  listedSource,
  visitSource,
} from './classify.ts';

type Totals = InsightCounts & { formStarts: number };
const zero = (): Totals => ({ ...emptyInsightCounts(), formStarts: 0 });

/** Adds `n` of an event (or a quote) to a row of counts. */
function bump(row: Totals, event: string, n: number): void {
  if (event === 'view') row.views += n;
  else if (event === 'call') row.calls += n;
  else if (event === 'form_start') row.formStarts += n;
  else if (event === 'quote') row.quotes += n;
  else if (event === 'booked') row.booked += n;
  else if (event === 'won') row.won += n;
  else if (event === 'estimate_sent') row.estimatesSent += n;
  else if (event === 'estimate_viewed') row.estimatesViewed += n;
  else if (event === 'estimate_accepted') row.estimatesAccepted += n;
  else if (event === 'accepted_value') row.acceptedCents += n;
  else if (event === 'revenue') row.revenueCents += n;
}

function counts(row: Totals): InsightCounts {
  const { formStarts: _formStarts, ...rest } = row;
  return rest;
}

/** Most calls first (the site's purpose), then quotes, then views. */
function byValue(a: InsightCounts, b: InsightCounts): number {
  return b.calls - a.calls || b.quotes - a.quotes || b.views - a.views;
}

/**
 * The best `reportTop` sources, then one "other" row with the rest (issue 27): a source list
 * visitors can lengthen stays a screenful, and the rows still add up to the totals.
 */
function topSources(sources: ReadonlyMap<string, Totals>): InsightsReport['sources'] {
  const rows = [...sources]
    .filter(([source]) => source !== OTHER_SOURCE)
    .map(([source, row]) => ({ source, ...counts(row) }))
    .sort(byValue);
  const top = rows.slice(0, limits.insights.sources.reportTop);
  const rest = rows.slice(top.length);
  const other = { ...counts(sources.get(OTHER_SOURCE) ?? zero()) };
  for (const row of rest) {
    other.views += row.views;
    other.calls += row.calls;
    other.quotes += row.quotes;
  }
  return sources.has(OTHER_SOURCE) || rest.length > 0
    ? [...top, { source: OTHER_SOURCE, ...other }]
    : top;
}

/** The path of a page address (query and fragment dropped), or null. */
function pathOf(page: string | null): string | null {
  if (!page) return null;
  const path = page.replace(/[?#].*$/, '');
  return path.startsWith('/') ? path : null;
}

/**
 * The owner's Insights for the last `days` calendar days (America/New_York, today included) and
 * the period before: views, call taps and form starts from the event counts, quote requests from
 * the stored leads (spam left out), each by day, page, source and device.
 */
export async function insightsReport(
  services: Pick<AppServices, 'db' | 'insights'>,
  days: number,
  now = Date.now(),
): Promise<InsightsReport> {
  // Counts still in memory belong in the report the owner is looking at.
  await services.insights.flush();
  const to = businessDay(now);
  const from = addDays(to, -(days - 1));
  const previousFrom = addDays(from, -days);
  const inPeriod = (day: string) => day >= from && day <= to;

  const totals = zero();
  const previous = zero();
  const daily = new Map<string, Totals>();
  for (let day = from; day <= to; day = addDays(day, 1)) daily.set(day, zero());
  const pages = new Map<string, Totals>();
  const sources = new Map<string, Totals>();
  const devices = new Map<DeviceClass, Totals>(deviceClasses.map((d) => [d, zero()]));
  const places = new Map<string, number>();
  const cities = new Map<string, Totals>();
  const rowOf = <K>(map: Map<K, Totals>, key: K) => {
    let row = map.get(key);
    if (!row) map.set(key, (row = zero()));
    return row;
  };

  const count = (
    day: string,
    event: string,
    n: number,
    where: {
      path: string | null;
      source: string;
      device: string;
      place?: string;
      city?: string | null;
    },
  ) => {
    if (!inPeriod(day)) {
      bump(previous, event, n);
      return;
    }
    bump(totals, event, n);
    bump(rowOf(daily, day), event, n);
    if (where.path) bump(rowOf(pages, where.path), event, n);
    bump(rowOf(sources, listedSource(where.source)), event, n);
    const device = deviceClasses.find((d) => d === where.device);
    if (device) bump(rowOf(devices, device), event, n);
    if (where.city) bump(rowOf(cities, where.city), event, n);
    if (event === 'call' && where.place)
      places.set(where.place, (places.get(where.place) ?? 0) + n);
  };

  const eventRows = await services.db
    .selectFrom('insight_counts')
    .select(['day', 'path', 'source', 'device', 'event', 'place', 'count'])
    .where('day', '>=', previousFrom)
    .where('day', '<=', to)
    .execute();
  for (const row of eventRows) count(row.day, row.event, Number(row.count), row);

  // A day either side of the window, then each lead placed on its own calendar day.
  // Booked, won and revenue belong to the lead's own day, page and source: what brought it.
  const leads = await services.db
    .selectFrom('contact_submissions as l')
    .leftJoin('appointments as a', 'a.lead_id', 'l.id')
    .select([
      'l.created_at',
      'l.conversion_page',
      'l.landing_page',
      'l.utm_source',
      'l.gclid',
      'l.referrer',
      'l.user_agent',
      'l.location',
      'l.id',
      'l.status',
      'l.outcome',
      'l.job_value_cents',
      'a.status as visit',
    ])
    .where('l.status', '!=', 'spam')
    .where('l.created_at', '>=', now - (2 * days + 2) * DAY_MS)
    .execute();
  const estimates = await estimateFunnel(services, now - (2 * days + 2) * DAY_MS);
  for (const lead of leads) {
    const day = businessDay(Number(lead.created_at));
    if (day < previousFrom || day > to) continue;
    const where = {
      path: pathOf(lead.conversion_page) ?? pathOf(lead.landing_page),
      source: visitSource(lead),
      device: deviceClass(lead.user_agent),
      city: cityOf(lead.location),
    };
    count(day, 'quote', 1, where);
    if (lead.visit === 'booked') count(day, 'booked', 1, where);
    if (isWon(lead)) {
      count(day, 'won', 1, where);
      count(day, 'revenue', Number(lead.job_value_cents ?? 0), where);
    }
    const estimate = estimates.get(Number(lead.id));
    if (estimate) {
      if (estimate.sent) count(day, 'estimate_sent', 1, where);
      if (estimate.viewed) count(day, 'estimate_viewed', 1, where);
      if (estimate.acceptedCents !== null) {
        count(day, 'estimate_accepted', 1, where);
        count(day, 'accepted_value', estimate.acceptedCents, where);
      }
    }
  }

  return {
    days,
    from,
    to,
    totals,
    previous,
    pages: [...pages].map(([path, row]) => ({ path, ...counts(row) })).sort(byValue),
    sources: topSources(sources),
    devices: [...devices].map(([device, row]) => ({ device, ...counts(row) })),
    places: [...places]
      .map(([place, calls]) => ({ place, calls }))
      .sort((a, b) => b.calls - a.calls),
    cities: [...cities].map(([city, row]) => ({ city, ...counts(row) })).sort(byRevenue),
    daily: [...daily].map(([date, row]) => ({ date, ...counts(row) })),
  };
}

/**
 * A job won (issue 39): the lead's outcome says so; a lead closed with a job value and no outcome
 * (closed before estimates existed, or priced off the product) counts too, so the booking
 * contract's revenue of closed jobs holds. A closed lead without a value is not a win: the
 * owner may close a lead that came to nothing.
 */
export function isWon(lead: {
  outcome: string;
  status: string;
  job_value_cents: number | null;
}): boolean {
  if (lead.outcome === 'won') return true;
  return lead.outcome === 'open' && lead.status === 'closed' && lead.job_value_cents !== null;
}

/**
 * Per lead created since `since`: an estimate sent, one opened, and the accepted total (a lead
 * has at most one accepted estimate in practice; if it had more, their totals add up).
 */
async function estimateFunnel(
  services: Pick<AppServices, 'db'>,
  since: number,
): Promise<Map<number, { sent: boolean; viewed: boolean; acceptedCents: number | null }>> {
  const rows = await services.db
    .selectFrom('estimates as e')
    .innerJoin('contact_submissions as l', 'l.id', 'e.lead_id')
    .leftJoin('estimate_acceptances as a', 'a.estimate_id', 'e.id')
    .select(['e.lead_id', 'e.sent_at', 'e.viewed_at', 'a.total_cents'])
    .where('l.created_at', '>=', since)
    .where('l.status', '!=', 'spam')
    .execute();
  const byLead = new Map<
    number,
    { sent: boolean; viewed: boolean; acceptedCents: number | null }
  >();
  for (const row of rows) {
    const lead = Number(row.lead_id);
    const entry = byLead.get(lead) ?? { sent: false, viewed: false, acceptedCents: null };
    entry.sent ||= row.sent_at !== null;
    entry.viewed ||= row.viewed_at !== null;
    if (row.total_cents !== null) {
      entry.acceptedCents = (entry.acceptedCents ?? 0) + Number(row.total_cents);
    }
    byLead.set(lead, entry);
  }
  return byLead;
}

/** A town as typed ("concord, nc ") grouped with its other spellings ("Concord, NC"). */
function cityOf(location: string | null): string | null {
  const city = location?.trim().replace(/\s+/g, ' ');
  if (!city) return null;
  return city
    .split(' ')
    .map((word) =>
      /^[a-z]{2}$/i.test(word)
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

function byRevenue(a: InsightCounts, b: InsightCounts): number {
  return b.revenueCents - a.revenueCents || b.quotes - a.quotes;
}

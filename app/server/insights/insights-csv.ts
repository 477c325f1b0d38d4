import { conversionRate, type InsightCounts, type InsightsReport } from '#app/lib/insights.ts';
import { csvLine } from '#app/lib/csv.ts';

export const insightTables = ['pages', 'sources', 'devices', 'cities', 'daily'] as const;
export type InsightTable = (typeof insightTables)[number];

export function isInsightTable(value: string | null): value is InsightTable {
  return insightTables.some((t) => t === value);
}

/** One table of the report as CSV (formula-injection safe cells, see app/lib/csv.ts). */
export function insightsCsv(report: InsightsReport, table: InsightTable): string {
  switch (table) {
    case 'pages':
      return csvTable('page', report.pages, (r) => r.path);
    case 'sources':
      return csvTable('source', report.sources, (r) => r.source);
    case 'devices':
      return csvTable('device', report.devices, (r) => r.device);
    case 'cities':
      return csvTable('city', report.cities, (r) => r.city);
    case 'daily':
      return csvTable('date (America/New_York)', report.daily, (r) => r.date);
  }
}

/**
 * A table's own first column, then the figures every table shares, in the funnel's order (the
 * Insights screen's): the estimates between the booked visits and the jobs won, sums in dollars.
 */
function csvTable<R extends InsightCounts>(
  label: string,
  rows: readonly R[],
  first: (r: R) => string,
): string {
  const lines = [
    csvLine([
      label,
      'visits',
      'call taps',
      'quote requests',
      'quote rate (%)',
      'visits booked',
      'estimates sent',
      'estimates opened',
      'estimates accepted',
      'accepted ($)',
      'jobs won',
      'revenue ($)',
    ]),
    ...rows.map((r) =>
      csvLine([
        first(r),
        r.views,
        r.calls,
        r.quotes,
        conversionRate(r) ?? '',
        r.booked,
        r.estimatesSent,
        r.estimatesViewed,
        r.estimatesAccepted,
        (r.acceptedCents / 100).toFixed(2),
        r.won,
        (r.revenueCents / 100).toFixed(2),
      ]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

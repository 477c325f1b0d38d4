import { conversionRate, type InsightsReport } from '#app/lib/insights.ts';
import { csvLine } from '../dashboard/csv.ts';

export const insightTables = ['pages', 'sources', 'devices', 'daily'] as const;
export type InsightTable = (typeof insightTables)[number];

export function isInsightTable(value: string | null): value is InsightTable {
  return insightTables.some((t) => t === value);
}

/** One table of the report as CSV (formula-injection safe cells, see dashboard/csv.ts). */
export function insightsCsv(report: InsightsReport, table: InsightTable): string {
  const head = ['visits', 'call taps', 'quote requests', 'quote rate (%)'];
  const tail = (r: { views: number; calls: number; quotes: number }) => [
    r.views,
    r.calls,
    r.quotes,
    conversionRate(r),
  ];
  const lines: string[] = [];
  switch (table) {
    case 'pages':
      lines.push(csvLine(['page', ...head]));
      for (const r of report.pages) lines.push(csvLine([r.path, ...tail(r)]));
      break;
    case 'sources':
      lines.push(csvLine(['source', ...head]));
      for (const r of report.sources) lines.push(csvLine([r.source, ...tail(r)]));
      break;
    case 'devices':
      lines.push(csvLine(['device', ...head]));
      for (const r of report.devices) lines.push(csvLine([r.device, ...tail(r)]));
      break;
    case 'daily':
      lines.push(csvLine(['date (America/New_York)', ...head]));
      for (const r of report.daily) lines.push(csvLine([r.date, ...tail(r)]));
      break;
  }
  return `${lines.join('\r\n')}\r\n`;
}
